/**
 * The registrations a payment covers, as its state moves: cancelled ones give their place back,
 * ones brought back take one, and an unpaid payment is priced again for the children still
 * registered (a transfer whose receipts now cover it becomes paid). Works in the caller's
 * transaction; the plaines' rows are locked first, in id order, as the registration form does,
 * so two writers never wait on each other in a circle.
 */
import { and, eq, inArray, max, ne, notInArray } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import {
  ACTIVITY_FULL,
  alreadyRegisteredMessage,
  type PaymentMethod,
  type PaymentStatus,
  type RegistrationStatus,
} from "../../../domain/registration.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { bankMovements, children, payments, registrations } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { paymentReceivedMail } from "../../mail/templates.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { type ActivityRow, freePlaces, type FreePlacesDeps, lockActivities, takePlaces } from "../places/index.ts";
import { livePrices, lockPaymentsOfRegistrations } from "./lock.ts";
import { applyPaymentOutcome, childNamesOf, type PaymentRegistration } from "./outcome.ts";
import { reconcileInvoicesOfRegistrations } from "./invoices.ts";
import { listExcessToRefund } from "./paid-amount.ts";
import { type PaidCancellation, settlePaidPayments, type StatusCause } from "./paid-cancellation.ts";

/**
 * What a change of a payment's state needs besides the transaction: the site's address (the
 * waiting list's offers, the e-mails' links) and the outbox.
 */
export interface PaymentDeps extends FreePlacesDeps {
  config: Pick<Config, "publicUrl" | "registrationsMailbox" | "waitlistOfferSeconds">;
  mailer: Pick<Mailer, "queue">;
}

/** An unpaid payment whose amount a change of its registrations has just set, for the caller's updated confirmation. */
export interface RepricedPayment {
  paymentId: string;
  parentId: string | null;
  method: PaymentMethod;
  previousAmountCents: number;
  /** The registrations of this payment the change cancelled or brought back. */
  changedIds: string[];
}

const isLive = (status: RegistrationStatus) => status !== "cancelled";

/**
 * Sets the status of registrations and keeps the places right: a registration that is cancelled
 * gives its place back (through `freePlaces`, which offers it to the waiting list at once), one
 * brought back from cancelled takes one (refused when the plaine is full). When a change makes a
 * registration live or not, the unpaid payments it belongs to are priced again
 * (`repriceUnpaidPayments`); the ones whose amount changed and that no receipt settled are
 * returned, for the caller to tell the parent or not. With a `cause` (a parent's or an
 * administrator's change), the paid payments follow the organiser's refund rule
 * (`settlePaidPayments`): what they gave back is returned too. A change between live statuses
 * (pending to confirmed) moves no place and no amount: it is one UPDATE after the locks.
 */
export async function changeRegistrationStatus(
  tx: Db,
  ids: string[],
  status: RegistrationStatus,
  deps: PaymentDeps,
  cause?: StatusCause,
): Promise<{ changed: number; repriced: RepricedPayment[]; paid: PaidCancellation[] }> {
  const none = { changed: 0, repriced: [], paid: [] };
  if (ids.length === 0) return none;
  const locked = await lockActivities(
    tx,
    tx.select({ id: registrations.activityId }).from(registrations).where(inArray(registrations.id, ids)),
  );
  if (locked.length === 0) return none;
  const current = await tx
    .select({
      id: registrations.id,
      status: registrations.status,
      activityId: registrations.activityId,
      childId: registrations.childId,
    })
    .from(registrations)
    .where(inArray(registrations.id, ids))
    .for("update");
  const changing = current.filter((row) => row.status !== status);
  if (changing.length === 0) return none;
  const changingIds = changing.map((row) => row.id);

  await movePlaces(tx, deps, changing, status);
  await writeStatus(tx, changing, status);
  const livenessChanged = changing.some((row) => isLive(row.status) !== isLive(status));
  // The payments paid before the change: an unpaid one its receipts now cover is settled by the repricing, not refunded.
  const paidBefore = livenessChanged && cause ? await paidPaymentIds(tx, changingIds) : [];
  const repriced = livenessChanged ? await repriceUnpaidPayments(tx, changingIds, deps) : [];
  // A paid payment: the organiser's refund rule (decision 0053), for a parent's or an administrator's change only.
  const paid = paidBefore.length > 0 && cause ? await settlePaidPayments(tx, changingIds, isLive(status), cause, paidBefore) : [];
  // What the payments and the shares of these registrations now ask, billed again once invoiced (decision 0057).
  if (livenessChanged) await reconcileInvoicesOfRegistrations(tx, changingIds);
  return { changed: changing.length, repriced, paid };
}

type ChangingRegistration = { id: string; status: RegistrationStatus; activityId: string; childId: string };

/** The places of each plaine: freed by registrations that stop being live, taken by those brought back (refused when full). */
async function movePlaces(tx: Db, deps: PaymentDeps, changing: ChangingRegistration[], status: RegistrationStatus): Promise<void> {
  const delta = new Map<string, number>();
  for (const row of changing) {
    const change = isLive(row.status) && !isLive(status) ? 1 : !isLive(row.status) && isLive(status) ? -1 : 0;
    delta.set(row.activityId, (delta.get(row.activityId) ?? 0) + change);
  }
  for (const [activityId, places] of delta) {
    if (places > 0) await freePlaces(tx, deps, activityId, places);
    else if (places < 0 && !(await takePlaces(tx, activityId, -places))) throw new HttpError("CONFLICT", ACTIVITY_FULL);
  }
}

/**
 * Writes the new status. Registrations brought back are written in a savepoint: a child who has
 * another live registration for the plaine is refused by name.
 */
async function writeStatus(tx: Db, changing: ChangingRegistration[], status: RegistrationStatus): Promise<void> {
  const changingIds = changing.map((row) => row.id);
  const update = (db: Db) => db.update(registrations).set({ status, updatedAt: new Date() }).where(inArray(registrations.id, changingIds));
  const broughtBack = changing.filter((row) => !isLive(row.status) && isLive(status));
  if (broughtBack.length === 0) {
    // Nothing becomes live: the one-live-registration-per-child index cannot refuse it.
    await update(tx);
  } else {
    try {
      // A savepoint: on PostgreSQL a refused row would otherwise leave the transaction unusable.
      await tx.transaction(async (sp) => {
        await update(sp);
      });
    } catch (error) {
      if (!isUniqueViolation(error, "registrations_one_live_per_child")) throw error;
      // Brought back while the child has another live registration for the same plaine: name them.
      const [child] = await tx
        .select({ firstName: children.firstName, lastName: children.lastName })
        .from(registrations)
        .innerJoin(children, eq(children.id, registrations.childId))
        .where(
          and(
            inArray(
              registrations.childId,
              changing.map((row) => row.childId),
            ),
            ne(registrations.status, "cancelled"),
            notInArray(registrations.id, changingIds),
          ),
        )
        .limit(1);
      throw new HttpError("CONFLICT", alreadyRegisteredMessage(child));
    }
  }
}

/** The paid payments of these registrations. */
async function paidPaymentIds(tx: Db, registrationIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(registrations, eq(registrations.paymentId, payments.id))
    .where(and(inArray(registrations.id, registrationIds), eq(payments.status, "paid")));
  return [...new Set(rows.map((row) => row.id))];
}

/**
 * An unpaid payment always asks for the price of the children still registered: cancelling one
 * of two children leaves one child's price (and no family discount) to transfer, cancelling all
 * leaves nothing. A paid payment is settled by the organiser's refund rule (`settlePaidPayments`).
 *
 * A transfer partly paid (decision 0029) is settled here, whoever cancelled (a parent, an
 * administrator, the deadline job): when what the bank brought covers the new amount, the payment
 * is paid as a credit of the exact rest would make it (`confirmTransfer`: registrations
 * confirmed, 'paiement reçu' once); what was received beyond the new amount — all of it when
 * nothing is due any more — is listed to refund on the credits that brought it, as an overpaid
 * credit is. Returns the other payments whose amount changed.
 */
async function repriceUnpaidPayments(tx: Db, registrationIds: string[], deps: PaymentDeps): Promise<RepricedPayment[]> {
  const { changed, locked: unpaid } = await lockPaymentsOfRegistrations(tx, registrationIds, "pending");
  const repriced: RepricedPayment[] = [];
  for (const payment of unpaid) {
    const amountCents = priceFamily(await livePrices(tx, payment.id)).totalCents;
    if (amountCents === payment.amountCents) continue;
    if ((await repricePayment(tx, deps, payment, amountCents)) === "settled") continue;
    repriced.push({
      paymentId: payment.id,
      parentId: payment.parentId,
      method: payment.method,
      previousAmountCents: payment.amountCents,
      changedIds: changed.filter((row) => row.paymentId === payment.id).map((row) => row.id),
    });
  }
  return repriced;
}

/**
 * An unpaid payment (the caller holds its lock) asks `amountCents` from now on. A transfer whose
 * receipts now cover it is paid as a credit of the exact rest would make it (`confirmTransfer`:
 * registrations confirmed, 'paiement reçu' once), what it received beyond listed to refund:
 * "settled", the e-mail is sent. Otherwise "repriced": the caller tells the family the new amount.
 */
export async function repricePayment(tx: Db, deps: PaymentDeps, payment: PaymentRow, amountCents: number): Promise<"repriced" | "settled"> {
  await tx.update(payments).set({ amountCents, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  const excessCents = payment.receivedCents - amountCents;
  if (payment.method === "bank_transfer" && payment.receivedCents > 0 && excessCents >= 0) {
    await listExcessToRefund(tx, payment.id, excessCents);
    if (amountCents > 0) {
      // No updated confirmation: the 'paiement reçu' e-mail tells the parent, refund included.
      await confirmTransfer(tx, deps, { ...payment, amountCents }, null, {
        receivedCents: payment.receivedCents,
        refundCents: excessCents,
        valueDate: await lastValueDate(tx, payment.id),
      });
      return "settled";
    }
  }
  return "repriced";
}

/** The value date of the newest credit of a transfer: when the money that pays it had arrived. */
async function lastValueDate(tx: Db, paymentId: string): Promise<string> {
  const [{ valueDate }] = await tx
    .select({ valueDate: max(bankMovements.valueDate) })
    .from(bankMovements)
    .where(eq(bankMovements.paymentId, paymentId));
  return valueDate ?? brusselsToday();
}

/** The instant a value date stands for: noon in Brussels' day, so every zone reads the same date. */
const valueDateInstant = (valueDate: string) => new Date(`${valueDate}T12:00:00Z`);

/**
 * A bank transfer paid in full by what the bank brought (`receivedCents`): paid on the bank's
 * value date, its registrations still standing confirmed, the parent's 'paiement reçu' e-mail
 * queued once (outbox key `payment-received:<payment>`) with any excess to refund. The one way a
 * transfer becomes paid: a credit of the rest or more (`receiveTransfer`), or a cancellation that
 * leaves what was received enough (`repriceUnpaidPayments`). The caller holds the payment's lock
 * (and passes the plaine's row and the payment's registrations when it read them already).
 */
export async function confirmTransfer(
  tx: Db,
  deps: PaymentDeps,
  payment: PaymentRow,
  activity: ActivityRow | null,
  paid: { receivedCents: number; refundCents: number; valueDate: string },
  rows?: PaymentRegistration[],
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "paid", paidAt: valueDateInstant(paid.valueDate), receivedCents: paid.receivedCents, updatedAt: new Date() })
    .where(eq(payments.id, payment.id));
  // No updated confirmation: the 'paiement reçu' e-mail tells the parent.
  await applyPaymentOutcome(tx, deps, payment, activity, {
    status: "confirmed",
    rows,
    mail: ({ letter, live }) => ({
      dedupeKey: `payment-received:${payment.id}`,
      kind: "payment-received",
      ...paymentReceivedMail({ ...letter, childNames: childNamesOf(live), ...paid }),
    }),
  });
}

/** Sets the payment status of the payments these registrations belong to; paid records the date (spec §4). */
export async function setPaymentStatus(tx: Db, ids: string[], status: PaymentStatus): Promise<number> {
  const paymentIds = tx.select({ id: registrations.paymentId }).from(registrations).where(inArray(registrations.id, ids));
  const updated = await tx
    .update(payments)
    .set({ status, updatedAt: new Date(), ...(status === "paid" ? { paidAt: new Date() } : {}) })
    .where(inArray(payments.id, paymentIds))
    .returning({ id: payments.id });
  return updated.length;
}
