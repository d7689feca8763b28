import { and, asc, desc, eq, exists, gte, isNull, ne } from "drizzle-orm";
import type { AdminDashboard } from "../../../../domain/contracts/admin-dashboard.ts";
import { paymentReceipts, REGISTRATION_STATUS_LABELS, registrationReference } from "../../../../domain/registration.ts";
import { oneAgreementReminder } from "../../../../domain/plaine/one-agreement.ts";
import type { Db } from "../../../db/client.ts";
import { activities, children, payments, profiles, registrations } from "../../../db/schema.ts";
import { transfersDueSoon } from "../../payments/index.ts";
import { countRefundsDue } from "../../checkout/index.ts";
import { overpaymentsToRefund } from "../../bank-statements/index.ts";
import { waitingFamiliesByActivity } from "../../waitlist/index.ts";
import { loadAssociation } from "../../association/index.ts";
import { readinessChecklist, type ReadinessContext } from "./readiness.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const UNPAID_SHOWN = 10;
const LAST_REGISTRATIONS = 8;

const fullName = (person: { firstName: string | null; lastName: string | null } | null) =>
  person ? `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim() : "";

/** Upcoming and running plaines with the places their live registrations hold. */
async function fillRates(db: Db, today: string): Promise<AdminDashboard["plaines"]> {
  const rows = await db
    .select()
    .from(activities)
    .where(and(isNull(activities.deletedAt), gte(activities.endDate, today)))
    .orderBy(asc(activities.startDate), asc(activities.title));
  const waiting = await waitingFamiliesByActivity(db);
  return rows.map((row) => ({
    waitingFamilies: waiting.get(row.id) ?? 0,
    id: row.id,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    capacity: row.capacity,
    taken: row.capacity - row.remainingSpots,
  }));
}

/** Bank transfers still awaited for registrations that are not cancelled, oldest first. */
async function unpaidTransfers(db: Db, now: Date): Promise<AdminDashboard["unpaidTransfers"]> {
  const live = db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.paymentId, payments.id), ne(registrations.status, "cancelled")));
  const rows = await db
    .select({ payment: payments, primary: registrations, parent: profiles, activityTitle: activities.title })
    .from(payments)
    .innerJoin(registrations, and(eq(registrations.paymentId, payments.id), eq(registrations.isPrimary, true)))
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(and(eq(payments.method, "bank_transfer"), eq(payments.status, "pending"), exists(live)))
    .orderBy(asc(payments.createdAt));
  return {
    count: rows.length,
    // A transfer paid in part asks only its rest.
    totalCents: rows.reduce((sum, row) => sum + paymentReceipts(row.payment).dueCents, 0),
    items: rows.slice(0, UNPAID_SHOWN).map(({ payment, primary, parent, activityTitle }) => ({
      paymentId: payment.id,
      reference: registrationReference(primary.id),
      parentName: fullName(parent),
      activityTitle,
      amountCents: payment.amountCents,
      receivedCents: paymentReceipts(payment).receivedCents,
      createdAt: payment.createdAt.toISOString(),
      ageDays: Math.floor((now.getTime() - payment.createdAt.getTime()) / DAY_MS),
    })),
  };
}

/** The plaines (drafts too: they will run) whose ONE agreement request the dashboard reminds, soonest first. */
async function oneAgreementReminders(db: Db, today: string): Promise<AdminDashboard["oneAgreementReminders"]> {
  if ((await loadAssociation(db)).identity.staffingNorms !== "one") return [];
  const rows = await db
    .select()
    .from(activities)
    .where(and(isNull(activities.deletedAt), isNull(activities.oneAgreementRequestedOn), gte(activities.endDate, today)))
    .orderBy(asc(activities.startDate), asc(activities.title));
  return rows.flatMap((row) => {
    const reminder = oneAgreementReminder({ ...row, requestedOn: row.oneAgreementRequestedOn }, today);
    return reminder ? [{ id: row.id, title: row.title, ...reminder }] : [];
  });
}

async function lastRegistrations(db: Db): Promise<AdminDashboard["lastRegistrations"]> {
  const rows = await db
    .select({ registration: registrations, child: children, parent: profiles, activityTitle: activities.title })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .leftJoin(profiles, eq(profiles.id, registrations.parentId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(LAST_REGISTRATIONS);
  return rows.map(({ registration, child, parent, activityTitle }) => ({
    id: registration.id,
    reference: registrationReference(registration.id),
    childName: fullName(child),
    parentName: fullName(parent),
    activityTitle,
    createdAt: registration.createdAt.toISOString(),
    status: registration.status,
    statusLabel: REGISTRATION_STATUS_LABELS[registration.status],
  }));
}

export async function adminDashboard(
  { db, config }: Pick<ReadinessContext, "db" | "config">,
  today: string,
  now: Date = new Date(),
): Promise<AdminDashboard> {
  const [readiness, fills, transfers, refundsDue, overpayments, last, dueSoon, agreements] = await Promise.all([
    readinessChecklist({ db, config, today }),
    fillRates(db, today),
    unpaidTransfers(db, now),
    countRefundsDue(db),
    overpaymentsToRefund(db),
    lastRegistrations(db),
    transfersDueSoon(db, today),
    oneAgreementReminders(db, today),
  ]);
  return {
    readiness,
    plaines: fills,
    unpaidTransfers: transfers,
    transfersDueSoon: dueSoon.map((transfer) => ({
      paymentId: transfer.id,
      parentName: transfer.parentName,
      activityTitle: transfer.title,
      amountCents: transfer.amountCents,
      receivedCents: transfer.receivedCents,
      deadline: transfer.deadline,
    })),
    oneAgreementReminders: agreements,
    refundsDue,
    overpaymentsToRefund: overpayments,
    lastRegistrations: last,
  };
}
