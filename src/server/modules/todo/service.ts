/**
 * 'À faire': what the signed-in parent still has to do, from their own rows only (every query
 * starts from the parent's id). The card payments come from pendingCardPayments() and the offers
 * from the waiting list's own view of a parent's entries, so 'Payer' and 'Accepter' here are the
 * ones the registration page and 'Mes inscriptions' offer.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type {
  BankTransferTodo,
  CardPaymentTodo,
  HealthFormTodo,
  NationalNumberTodo,
  NextPlaine,
  TodoActivity,
  TodoChild,
  TodoItem,
  TodoResponse,
} from "../../../domain/contracts/todo.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { hasEmergencyContact } from "../../../domain/health-form.ts";
import { bankTransferPath } from "../../../domain/paths.ts";
import { practicalInfoOf } from "../../../domain/practical-info.ts";
import { sortTodo } from "../../../domain/todo.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, payments, registrations } from "../../db/schema.ts";
import { openMedicalFile } from "../children/index.ts";
import { loadBankTransferRules, pendingCardPayments, transferDeadlineOf } from "../payments/index.ts";
import { listOwnEntries } from "../waitlist/index.ts";

export interface TodoDeps {
  db: Db;
  cipher: FieldCipher;
}

/** The parent's registrations still standing, with their payment, child and plaine (deleted plaines left out). */
async function liveRegistrations(db: Db, parentId: string) {
  return db
    .select({
      registration: { id: registrations.id, isPrimary: registrations.isPrimary },
      payment: payments,
      child: {
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        medicalFile: children.medicalFile,
        nationalNumber: children.nationalNumber,
      },
      activity: activities,
    })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(and(eq(registrations.parentId, parentId), ne(registrations.status, "cancelled"), isNull(activities.deletedAt)));
}

type Row = Awaited<ReturnType<typeof liveRegistrations>>[number];

const activityOf = (row: Row): TodoActivity => ({
  id: row.activity.id,
  title: row.activity.title,
  startDate: row.activity.startDate,
  endDate: row.activity.endDate,
});
const childOf = (row: Row): TodoChild => ({ id: row.child.id, firstName: row.child.firstName, lastName: row.child.lastName });
const byFirstName = (a: TodoChild, b: TodoChild) => a.firstName.localeCompare(b.firstName, "fr");
const byStart = (a: Row, b: Row) =>
  a.activity.startDate.localeCompare(b.activity.startDate) || a.activity.title.localeCompare(b.activity.title, "fr");

/** Unpaid transfers of registrations that still stand: what is left, the last day, the page to pay it. */
async function bankTransfers(db: Db, rows: Row[]): Promise<BankTransferTodo[]> {
  const rules = await loadBankTransferRules(db);
  const byPayment = new Map<string, BankTransferTodo>();
  for (const row of rows) {
    const deadline = transferDeadlineOf(row.payment, row.activity.startDate, rules);
    const dueCents = row.payment.amountCents - row.payment.receivedCents;
    if (!deadline || dueCents <= 0) continue;
    const item = byPayment.get(row.payment.id) ?? {
      kind: "bank-transfer",
      id: row.payment.id,
      activity: activityOf(row),
      children: [],
      registrationId: row.registration.id,
      amountCents: dueCents,
      deadline,
      transferPath: bankTransferPath(row.registration.id),
    };
    item.children.push(childOf(row));
    if (row.registration.isPrimary) {
      item.registrationId = row.registration.id;
      item.transferPath = bankTransferPath(row.registration.id);
    }
    byPayment.set(row.payment.id, item);
  }
  return [...byPayment.values()];
}

/** Card payments whose places are held unpaid, as the registration page offers them (pendingCardPayments). */
async function cardPayments(db: Db, parentId: string, rows: Row[], now: Date): Promise<CardPaymentTodo[]> {
  const plaines = new Set(
    rows.filter((row) => row.payment.method === "stripe" && row.payment.status === "pending").map((row) => row.activity.id),
  );
  const items = new Map<string, CardPaymentTodo>();
  for (const activityId of plaines) {
    const pending = await pendingCardPayments(db, { parentId, activityId }, now);
    for (const row of rows.filter((candidate) => candidate.activity.id === activityId)) {
      const payment = pending.get(row.child.id);
      if (!payment || payment.paymentId !== row.payment.id) continue;
      const item = items.get(payment.paymentId) ?? {
        kind: "card-payment",
        id: payment.paymentId,
        activity: activityOf(row),
        children: [],
        registrationId: payment.registrationId,
        amountCents: row.payment.amountCents,
        holdExpiresAt: payment.holdExpiresAt,
      };
      item.children.push(childOf(row));
      items.set(payment.paymentId, item);
    }
  }
  return [...items.values()];
}

/** Offers from the waiting list not yet over: the parent answers them on the registration form. */
async function waitlistOffers(db: Db, parentId: string, now: Date): Promise<TodoItem[]> {
  const entries = await listOwnEntries(db, parentId);
  return entries.flatMap((entry) =>
    entry.status === "offered" && entry.offerExpiresAt && entry.acceptPath && Date.parse(entry.offerExpiresAt) > now.getTime()
      ? [
          {
            kind: "waitlist-offer" as const,
            id: entry.id,
            activity: {
              id: entry.activityId,
              title: entry.activityTitle,
              startDate: entry.activityStartDate,
              endDate: entry.activityEndDate,
            },
            children: entry.children,
            offerExpiresAt: entry.offerExpiresAt,
            answerPath: entry.acceptPath,
          },
        ]
      : [],
  );
}

/**
 * Children registered for a plaine that has not ended whose fiche santé has nobody to call, with
 * the first such plaine. Only whether the file is complete leaves this function.
 */
function healthForms(cipher: FieldCipher, upcoming: Row[]): HealthFormTodo[] {
  const items = new Map<string, HealthFormTodo>();
  const complete = new Map<string, boolean>();
  for (const row of [...upcoming].sort(byStart)) {
    if (items.has(row.child.id)) continue;
    if (!complete.has(row.child.id)) complete.set(row.child.id, hasEmergencyContact(openMedicalFile(cipher, row.child)));
    if (complete.get(row.child.id)) continue;
    items.set(row.child.id, { kind: "health-form", id: row.child.id, child: childOf(row), activity: activityOf(row) });
  }
  return [...items.values()];
}

/** Children registered for a plaine of this year (in Brussels) who have no national register number yet. */
function nationalNumbers(rows: Row[], today: string): NationalNumberTodo[] {
  const year = Number(today.slice(0, 4));
  const items = new Map<string, NationalNumberTodo>();
  for (const row of rows) {
    if (row.child.nationalNumber || !row.activity.startDate.startsWith(`${year}-`)) continue;
    items.set(row.child.id, { kind: "national-number", id: row.child.id, child: childOf(row), year });
  }
  return [...items.values()];
}

/** The first plaine that has not ended where one of the family's children is registered, with all of them. */
function nextPlaine(upcoming: Row[]): NextPlaine | null {
  const [first] = [...upcoming].sort(byStart);
  if (!first) return null;
  const { activity } = first;
  const kids = new Map(upcoming.filter((row) => row.activity.id === activity.id).map((row) => [row.child.id, childOf(row)]));
  return {
    activity: {
      ...activityOf(first),
      place: {
        name: activity.locationName,
        address: activity.locationAddress,
        postalCode: activity.locationPostalCode,
        city: activity.locationCity,
      },
      practicalInfo: practicalInfoOf(activity),
    },
    children: [...kids.values()].sort(byFirstName),
  };
}

/** GET /api/todo: the signed-in parent's 'À faire', most urgent first, and their next plaine. */
export async function loadTodo({ db, cipher }: TodoDeps, parentId: string, now: Date): Promise<TodoResponse> {
  const today = brusselsToday(now);
  const live = await liveRegistrations(db, parentId);
  const upcoming = live.filter((row) => row.activity.endDate >= today);
  const items: TodoItem[] = [
    ...(await cardPayments(db, parentId, live, now)),
    ...(await bankTransfers(db, live)),
    ...(await waitlistOffers(db, parentId, now)),
    ...healthForms(cipher, upcoming),
    ...nationalNumbers(live, today),
  ];
  for (const item of items) if ("children" in item) item.children.sort(byFirstName);
  return { items: sortTodo(items), nextPlaine: nextPlaine(upcoming) };
}
