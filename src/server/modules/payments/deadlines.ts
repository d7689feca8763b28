/**
 * The life of an unpaid bank transfer after its confirmation: reminders N days after the
 * registration, cancellation at the payment deadline (through the one path that cancels
 * registrations and gives their places back), a later deadline granted by an administrator, and
 * the rules the settings page sets. The jobs call `sendPaymentReminders` and
 * `cancelOverdueTransfers` with the time; each change is conditional on the row it locks and each
 * e-mail has its once-only key, so several processes (or a retry) change and send once.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { type BankTransferRules, paymentDeadline, remindersDue } from "../../../domain/bank-transfers.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { activities, payments, profiles, registrations } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { paymentDeadlineCancelledMail } from "../../mail/templates.ts";
import { bankTransferInstructions, qrCodePath } from "../../payment-providers/bank-transfer.ts";
import { loadBankAccount, loadPublicAssociation } from "../association/index.ts";
import type { AuditActor } from "../audit-log.ts";
import { auditPaymentChange } from "./audit.ts";
import { paymentReminder } from "./confirmation-mail.ts";
import { lockPayment } from "./lock.ts";
import { applyPaymentOutcome, childNamesOf } from "./outcome.ts";
import { parentContact } from "./payer.ts";
import { loadSubmission } from "./submission.ts";
import { loadBankTransferRules } from "./transfer-rules.ts";

/** An unpaid transfer with what its deadline depends on. */
interface OpenTransfer {
  id: string;
  parentId: string | null;
  parentName: string;
  createdAt: Date;
  amountCents: number;
  receivedCents: number;
  deadlineExtendedTo: string | null;
  startDate: string;
  endDate: string;
  title: string;
}

/** Unpaid bank transfers whose registrations still stand (a transfer with nothing left to pay is priced 0). */
async function openTransfers(db: Db): Promise<OpenTransfer[]> {
  return db
    .select({
      id: payments.id,
      parentId: payments.parentId,
      parentName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), '')`,
      createdAt: payments.createdAt,
      amountCents: payments.amountCents,
      receivedCents: payments.receivedCents,
      deadlineExtendedTo: payments.deadlineExtendedTo,
      startDate: activities.startDate,
      endDate: activities.endDate,
      title: activities.title,
    })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(
      and(eq(payments.method, "bank_transfer"), eq(payments.status, "pending"), gt(payments.amountCents, 0), isNull(payments.anonymisedAt)),
    )
    .orderBy(asc(payments.createdAt));
}

const deadlineOf = (transfer: Pick<OpenTransfer, "createdAt" | "startDate" | "deadlineExtendedTo">, rules: BankTransferRules) =>
  paymentDeadline(brusselsToday(transfer.createdAt), transfer.startDate, rules, transfer.deadlineExtendedTo);

export interface DeadlineDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
}

/**
 * The reminders due at `now`: for each unpaid transfer, the latest reminder day reached before its
 * deadline (a transfer that missed a day while the site was down gets one reminder, not two).
 * Returns how many were queued (0 for the ones already sent).
 */
export async function sendPaymentReminders(deps: DeadlineDeps, now: Date): Promise<number> {
  const rules = await loadBankTransferRules(deps.db);
  const today = brusselsToday(now);
  const from = await loadPublicAssociation(deps.db);
  const account = await loadBankAccount(deps.db);
  let queued = 0;
  for (const transfer of await openTransfers(deps.db)) {
    const deadline = deadlineOf(transfer, rules);
    const days = remindersDue(brusselsToday(transfer.createdAt), deadline, today, rules.reminderDays).at(-1);
    if (days === undefined || transfer.parentId === null) continue;
    const submission = await primarySubmission(deps.db, transfer.id, transfer.parentId);
    if (!submission) continue;
    const { payment, activity, siblings, primaryRegistrationId } = submission;
    const live = siblings.filter((sibling) => sibling.status !== "cancelled");
    const rest = { ...payment, amountCents: payment.amountCents - payment.receivedCents };
    const sent = await deps.mailer.queue(
      paymentReminder({
        from,
        config: deps.config,
        user: await parentContact(deps.db, transfer.parentId),
        activity,
        children: live,
        price: priceFamily(live.map((row) => row.priceCents)),
        payment,
        registrationId: primaryRegistrationId,
        instructions: bankTransferInstructions(account, rest, qrCodePath(primaryRegistrationId)),
        days,
        deadline,
        receivedCents: payment.receivedCents,
      }),
    );
    if (sent) queued += 1;
  }
  return queued;
}

async function primarySubmission(db: Db, paymentId: string, parentId: string) {
  const [primary] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.paymentId, paymentId), eq(registrations.isPrimary, true)));
  return primary ? loadSubmission(db, { id: parentId, isAdmin: false }, primary.id) : null;
}

/**
 * Cancels the unpaid transfers whose deadline has passed at `now` (the deadline day itself is
 * still a day to pay): their registrations are cancelled and the places given back by
 * `applyPaymentOutcome`, the parent told once. Returns how many payments were cancelled.
 */
export async function cancelOverdueTransfers(deps: DeadlineDeps, now: Date): Promise<number> {
  const rules = await loadBankTransferRules(deps.db);
  const today = brusselsToday(now);
  let cancelled = 0;
  for (const candidate of await openTransfers(deps.db)) {
    if (deadlineOf(candidate, rules) >= today) continue;
    const done = await deps.db.transaction(async (tx) => {
      const payment = await lockPayment(tx, candidate.id);
      // Another process (or a payment just imported) got there first: nothing to do.
      if (!payment || payment.status !== "pending" || payment.deadlineCancelledAt || payment.amountCents === 0) return false;
      const deadline = deadlineOf({ ...candidate, deadlineExtendedTo: payment.deadlineExtendedTo }, rules);
      if (deadline >= today) return false;
      await tx.update(payments).set({ deadlineCancelledAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
      // The places go back through the one path that offers them to the waiting list.
      await applyPaymentOutcome(tx, deps, payment, null, {
        status: "cancelled",
        mail: ({ letter, live }) => ({
          dedupeKey: `payment-deadline:${payment.id}`,
          kind: "payment-deadline",
          ...paymentDeadlineCancelledMail({
            ...letter,
            // The submission's order: its first child, then the others by name.
            childNames: childNamesOf([...live].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))),
            deadline,
            receivedCents: payment.receivedCents,
          }),
        }),
      });
      return true;
    });
    if (done) cancelled += 1;
  }
  if (cancelled > 0) deps.mailer.deliverSoon();
  return cancelled;
}

/** Unpaid transfers whose deadline falls within `days` days of today (the dashboard's list). */
export async function transfersDueSoon(db: Db, today: string, days = 3) {
  const rules = await loadBankTransferRules(db);
  const limit = addDaysIso(today, days);
  return (await openTransfers(db))
    .map((transfer) => ({ ...transfer, deadline: deadlineOf(transfer, rules) }))
    .filter((transfer) => transfer.deadline >= today && transfer.deadline <= limit)
    .sort((a, b) => a.deadline.localeCompare(b.deadline));
}

const DEADLINE_NOT_BANK_TRANSFER = "Seul un virement en attente a une date limite de paiement";
const DEADLINE_IN_PAST = "La nouvelle date limite doit être aujourd'hui ou plus tard";

/** An administrator gives one transfer more time; the registrations' history says who and until when. */
export async function extendDeadline(db: Db, actor: AuditActor, paymentId: string, deadline: string) {
  if (deadline < brusselsToday()) throw new HttpError("VALIDATION", DEADLINE_IN_PAST, { deadline: DEADLINE_IN_PAST });
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw notFound("Paiement non trouvé");
    if (payment.method !== "bank_transfer" || payment.status !== "pending" || payment.deadlineCancelledAt)
      throw new HttpError("CONFLICT", DEADLINE_NOT_BANK_TRANSFER);
    const rules = await loadBankTransferRules(tx);
    const [activity] = await tx.select({ startDate: activities.startDate }).from(activities).where(eq(activities.id, payment.activityId));
    const before = paymentDeadline(brusselsToday(payment.createdAt), activity.startDate, rules, payment.deadlineExtendedTo);
    await tx.update(payments).set({ deadlineExtendedTo: deadline, updatedAt: new Date() }).where(eq(payments.id, paymentId));
    await auditPaymentChange(tx, actor, paymentId, { before: { paymentDeadline: before }, after: { paymentDeadline: deadline } });
    return { payment: { id: paymentId, deadline } };
  });
}
