/**
 * What certificates are made from, read in a few queries: a family's (or a year's) live
 * registrations with their payment and plaine, the children and their debtor (the parent whose
 * payment it was), the days each child was present, each plaine's days off. Numbers stay sealed
 * here; service.ts opens them only for a certificate being drawn.
 */
import { and, eq, gte, inArray, isNotNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { CertificateActivity } from "../../../domain/childcare-certificate.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { sharesByPayment } from "../../../domain/payment-shares.ts";
import { daysPresent } from "../../../domain/plaine/attendance.ts";
import { plaineDays } from "../../../domain/plaine/days.ts";
import type { Db } from "../../db/client.ts";
import { activities, activityDaysOff, attendance, children, payerShares, payments, profiles, registrations } from "../../db/schema.ts";
import { loadOrganiser } from "../organiser/index.ts";

interface FactChild {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  sealedNationalNumber: string | null;
}

export interface FactDebtor {
  id: string;
  firstName: string;
  lastName: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  sealedNationalNumber: string | null;
}

/** One plaine of one child, paid (or not yet) by one debtor. */
export interface ChildActivity extends CertificateActivity {
  activityId: string;
  locationName: string;
  locationCity: string;
  /** What the family paid for the plaine (refunds deducted), and for how many children. */
  paymentCents: number;
  paymentChildren: number;
}

/** A child and the parent who paid, with the plaines that payment covered. */
export interface ChildFacts {
  child: FactChild;
  debtor: FactDebtor;
  activities: ChildActivity[];
}

/** Which registrations to read: one family's, one child's, or those that may count in an income year. */
export type FactsScope = { parentId: string } | { childId: string } | { year: number };

function scopeCondition(scope: FactsScope): SQL {
  if ("parentId" in scope) return eq(registrations.parentId, scope.parentId);
  if ("childId" in scope) return eq(registrations.childId, scope.childId);
  // A plaine counts in the year its payment was completed, or the year it starts while unpaid:
  // read a day's margin either side of the year (Brussels time), the domain keeps the right ones.
  const from = new Date(Date.UTC(scope.year - 1, 11, 31));
  const to = new Date(Date.UTC(scope.year + 1, 0, 2));
  return or(
    and(gte(payments.paidAt, from), lt(payments.paidAt, to)),
    and(gte(activities.startDate, `${scope.year}-01-01`), lt(activities.startDate, `${scope.year + 1}-01-01`)),
  ) as SQL;
}

/** The share of a payment is split among the children it still covers (decision 0034). */
function paymentCents(payment: { status: string; amountCents: number }): number {
  return payment.status === "paid" ? payment.amountCents : 0;
}

/** What a certificate says of a plaine. */
const certifiedActivity = {
  id: activities.id,
  title: activities.title,
  startDate: activities.startDate,
  endDate: activities.endDate,
  locationName: activities.locationName,
  locationCity: activities.locationCity,
  nonChildcareCents: activities.nonChildcareCents,
};

/** The registrations of the scope that certificates speak of: not cancelled, with their payment and plaine. */
async function certifiedRegistrations(db: Db, scope: FactsScope) {
  return db
    .select({
      registration: { id: registrations.id, childId: registrations.childId, paymentId: registrations.paymentId },
      payment: { status: payments.status, amountCents: payments.amountCents, paidAt: payments.paidAt, parentId: payments.parentId },
      activity: certifiedActivity,
    })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(and(ne(registrations.status, "cancelled"), scopeCondition(scope)));
}

/** Every registration of these registrations' payments: who each payment covers. */
async function coveredRegistrations(db: Db, live: Awaited<ReturnType<typeof certifiedRegistrations>>) {
  return db
    .select({
      id: registrations.id,
      paymentId: registrations.paymentId,
      isPrimary: registrations.isPrimary,
      priceCents: registrations.priceCents,
      createdAt: registrations.createdAt,
      status: registrations.status,
    })
    .from(registrations)
    .where(inArray(registrations.paymentId, [...new Set(live.map((row) => row.registration.paymentId))]));
}

/** The children, the debtors (their sealed numbers), the days each child was present and each plaine's days off. */
async function peopleAndDays(db: Db, ids: { childIds: string[]; debtorIds: string[]; activityIds: string[] }) {
  const childIds = [...new Set(ids.childIds)];
  const activityIds = [...new Set(ids.activityIds)];
  return Promise.all([
    db
      .select({
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        birthDate: children.birthDate,
        sealedNationalNumber: children.nationalNumber,
      })
      .from(children)
      .where(inArray(children.id, childIds)),
    db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        street: profiles.addressStreet,
        postalCode: profiles.addressPostalCode,
        city: profiles.addressCity,
        sealedNationalNumber: profiles.nationalNumber,
      })
      .from(profiles)
      .where(inArray(profiles.id, [...new Set(ids.debtorIds)])),
    db
      .select({ activityId: attendance.activityId, childId: attendance.childId, date: attendance.date, status: attendance.status })
      .from(attendance)
      .where(and(inArray(attendance.activityId, activityIds), inArray(attendance.childId, childIds))),
    db.select().from(activityDaysOff).where(inArray(activityDaysOff.activityId, activityIds)),
  ]);
}

/**
 * What organisations (a CPAS, an employer, a voucher's issuer) paid for each registration, when the
 * organiser puts it on the parents' certificates (decision 0056: UNCONFIRMED, off by default, then
 * an empty map): what each share received, never beyond its amount.
 */
async function organisationsPaid(db: Db, registrationIds: string[]): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  if (registrationIds.length === 0 || !(await loadOrganiser(db)).organiser.thirdPartySharesCertified) return paid;
  const rows = await db
    .select({ registrationId: payerShares.registrationId, amountCents: payerShares.amountCents, receivedCents: payerShares.receivedCents })
    .from(payerShares)
    .where(and(inArray(payerShares.registrationId, registrationIds), isNotNull(payerShares.payerId), ne(payerShares.status, "cancelled")));
  for (const row of rows) paid.set(row.registrationId, (paid.get(row.registrationId) ?? 0) + Math.min(row.receivedCents, row.amountCents));
  return paid;
}

export async function loadCertificateFacts(db: Db, scope: FactsScope): Promise<ChildFacts[]> {
  // What each parent paid through their own payments, and their parts of registrations the other
  // parent of a shared child made (decision 0058): one child's facts per child and debtor, both kinds together.
  const entries = [...(await paymentMoney(db, scope)), ...(await parentShareMoney(db, scope))];
  if (entries.length === 0) return [];
  const collected = collectFacts(
    await peopleAndDays(db, {
      childIds: entries.map((entry) => entry.childId),
      debtorIds: entries.map((entry) => entry.debtorId),
      activityIds: entries.map((entry) => entry.activity.id),
    }),
  );
  for (const entry of entries) collected.add(entry);
  return collected.facts();
}

/** One plaine of one child and the money one debtor paid for it. */
interface MoneyEntry {
  childId: string;
  debtorId: string;
  activity: CertifiedActivity;
  money: ActivityMoney;
}

/** What families paid through their own payments (the registering parent's). */
async function paymentMoney(db: Db, scope: FactsScope): Promise<MoneyEntry[]> {
  const rows = await certifiedRegistrations(db, scope);
  // Anonymised payments have no debtor left: nothing to certify to anybody.
  const live = rows.filter((row) => row.payment.parentId !== null);
  if (live.length === 0) return [];
  const covered = await coveredRegistrations(db, live);

  // Each child's share of what its payment brought, as every page of the parent counts it.
  const paymentOf = new Map(live.map((row) => [row.registration.paymentId, row.payment]));
  const shares = sharesByPayment(
    covered.map((row) => ({ ...row, cancelled: row.status === "cancelled" })),
    (row) => paymentCents(paymentOf.get(row.paymentId)!),
  );
  const childrenOfPayment = new Map<string, number>();
  for (const row of covered)
    if (row.status !== "cancelled") childrenOfPayment.set(row.paymentId, (childrenOfPayment.get(row.paymentId) ?? 0) + 1);
  const fromOrganisations = await organisationsPaid(
    db,
    live.map((row) => row.registration.id),
  );
  return live.map(({ registration, payment, activity }) => {
    const shareCents = (shares.get(registration.id) ?? 0) + (fromOrganisations.get(registration.id) ?? 0);
    return {
      childId: registration.childId,
      debtorId: payment.parentId as string,
      activity,
      money: {
        shareCents,
        excludedCents: Math.min(activity.nonChildcareCents, shareCents),
        paidOn: payment.status === "paid" && payment.paidAt ? brusselsToday(payment.paidAt) : null,
        paymentCents: paymentCents(payment),
        paymentChildren: childrenOfPayment.get(registration.paymentId) ?? 1,
      },
    };
  });
}

type CertifiedActivity = Awaited<ReturnType<typeof certifiedRegistrations>>[number]["activity"];
type ActivityMoney = Pick<ChildActivity, "shareCents" | "excludedCents" | "paidOn" | "paymentCents" | "paymentChildren">;

/** Each child's plaines grouped by child and debtor, as the money of each is added. */
function collectFacts([childRows, debtorRows, presence, daysOff]: Awaited<ReturnType<typeof peopleAndDays>>) {
  const childById = new Map(childRows.map((child) => [child.id, child]));
  const debtorById = new Map(debtorRows.map((debtor) => [debtor.id, debtor]));
  const byChildAndDebtor = new Map<string, ChildFacts>();
  return {
    add({ childId, debtorId, activity, money }: MoneyEntry) {
      const child = childById.get(childId);
      const debtor = debtorById.get(debtorId);
      if (!child || !debtor) return;
      const key = `${child.id}:${debtor.id}`;
      const facts = byChildAndDebtor.get(key) ?? { child, debtor, activities: [] };
      byChildAndDebtor.set(key, facts);
      const offDays = daysOff.filter((day) => day.activityId === activity.id).map((day) => day.date);
      facts.activities.push({
        activityId: activity.id,
        title: activity.title,
        startDate: activity.startDate,
        endDate: activity.endDate,
        locationName: activity.locationName,
        locationCity: activity.locationCity,
        plannedDays: plaineDays(activity.startDate, activity.endDate, offDays).length,
        presentDates: daysPresent(presence.filter((day) => day.activityId === activity.id && day.childId === child.id)),
        ...money,
      });
    },
    facts: () => [...byChildAndDebtor.values()],
  };
}

/** Which parents' shares to read: one parent's, one child's, or those that may count in an income year. */
function shareScopeCondition(scope: FactsScope): SQL {
  if ("parentId" in scope) return eq(payerShares.parentId, scope.parentId);
  if ("childId" in scope) return and(isNotNull(payerShares.parentId), eq(registrations.childId, scope.childId)) as SQL;
  const from = new Date(Date.UTC(scope.year - 1, 11, 31));
  const to = new Date(Date.UTC(scope.year + 1, 0, 2));
  return and(
    isNotNull(payerShares.parentId),
    or(
      and(gte(payerShares.paidAt, from), lt(payerShares.paidAt, to)),
      and(gte(activities.startDate, `${scope.year}-01-01`), lt(activities.startDate, `${scope.year + 1}-01-01`)),
    ),
  ) as SQL;
}

/**
 * What the other parent of a shared child paid of registrations the first made (decision 0058): each parent is the debtor of their own part only, paid on the day
 * their part was paid in full.
 */
async function parentShareMoney(db: Db, scope: FactsScope): Promise<MoneyEntry[]> {
  const rows = await db
    .select({
      share: {
        parentId: payerShares.parentId,
        amountCents: payerShares.amountCents,
        percent: payerShares.percent,
        receivedCents: payerShares.receivedCents,
        status: payerShares.status,
        paidAt: payerShares.paidAt,
      },
      registration: { id: registrations.id, childId: registrations.childId },
      activity: certifiedActivity,
    })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(and(ne(payerShares.status, "cancelled"), ne(registrations.status, "cancelled"), shareScopeCondition(scope)));
  return rows.map(({ share, registration, activity }) => {
    const paid = share.status === "paid";
    const shareCents = paid ? Math.min(share.receivedCents, share.amountCents) : 0;
    return {
      childId: registration.childId,
      debtorId: share.parentId as string,
      activity,
      money: {
        shareCents,
        // The part of what is not childcare (meals, trips) this parent paid: their percent of it.
        excludedCents: Math.min(shareCents, Math.round((activity.nonChildcareCents * (share.percent ?? 100)) / 100)),
        paidOn: paid && share.paidAt ? brusselsToday(share.paidAt) : null,
        paymentCents: shareCents,
        paymentChildren: 1,
      },
    };
  });
}
