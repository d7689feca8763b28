/**
 * A card payment the provider says is paid — the payment's side of it, as `receiveTransfer` is
 * for a bank transfer: the registrations it covers confirmed, the payment marked paid (or paid
 * and due for refund), the confirmation e-mail queued once. Checkout keeps the provider's side
 * (its sessions, whether this news is new) and calls it with the payment locked, in its transaction.
 */
import { eq, inArray } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import type { Db } from "../../db/client.ts";
import { activities, payments, registrations } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { confirmationMail, pendingTariffClaimsOf, vouchersOf } from "./confirmation-mail.ts";
import { type PaymentRegistration, registrationsOfPayment } from "./outcome.ts";
import { parentContact, payerOf } from "./payer.ts";
import { issueReceipt } from "./receipts.ts";
import { sendParentRequests } from "./parent-shares.ts";
import { changeRegistrationStatus, type PaymentDeps } from "./registration-status.ts";

/** What the provider charged: its payment's id and the amount, when it says them. */
export interface CardCharge {
  paymentIntentId: string | null;
  amountCents: number | null;
}

/**
 * Registrations released meanwhile are taken back when their places are still free, all of them
 * or none: a savepoint, so a refusal (plaine full, child registered again) leaves the rest usable.
 * Whether they came back.
 */
async function retakeReleased(tx: Db, deps: PaymentDeps, rows: PaymentRegistration[]): Promise<boolean> {
  const released = rows.filter((row) => row.status === "cancelled" && row.releasedAt).map((row) => row.id);
  if (released.length === 0) return false;
  try {
    await tx.transaction(async (sp) => {
      // No updated confirmation: the confirmation itself follows once the payment is recorded.
      await changeRegistrationStatus(sp, released, "pending", deps);
      await sp.update(registrations).set({ releasedAt: null }).where(inArray(registrations.id, released));
    });
    return true;
  } catch (error) {
    if (!(error instanceof HttpError && error.code === "CONFLICT")) throw error;
    return false;
  }
}

/** The confirmation e-mail of a paid card payment, queued in the transaction (its dedupe key is the payment's). */
async function queueCardConfirmation(
  tx: Db,
  deps: PaymentDeps,
  paid: PaymentRow,
  rows: PaymentRegistration[],
  live: PaymentRegistration[],
) {
  const [activity] = await tx.select().from(activities).where(eq(activities.id, paid.activityId));
  const primary = rows.find((row) => row.isPrimary) ?? rows[0];
  await deps.mailer.queue(
    confirmationMail({
      from: await loadPublicAssociation(tx),
      config: deps.config,
      user: await parentContact(tx, payerOf(paid)),
      activity,
      children: live,
      price: priceFamily(live.map((row) => row.priceCents)),
      payment: paid,
      registrationId: primary.id,
      instructions: null,
      tariffClaims: await pendingTariffClaimsOf(tx, live),
      vouchers: await vouchersOf(tx, live),
    }),
    tx,
  );
}

/** The card's receipt (decision 0055), last in the transaction: what was charged, on its day in Brussels. */
const issueCardReceipt = (tx: Db, paid: PaymentRow) =>
  issueReceipt(tx, { paymentId: paid.id, bankMovementId: null, amountCents: paid.amountCents, receivedOn: brusselsToday(paid.paidAt!) });

/**
 * The money is there for a pending payment, locked by the caller. Registrations still held are
 * confirmed; ones released meanwhile are taken back when their places are still free; when nothing
 * can be confirmed the payment is kept as paid and marked for refund. The confirmation e-mail is
 * queued once.
 */
export async function confirmCardPayment(
  tx: Db,
  deps: PaymentDeps,
  payment: PaymentRow,
  charge: CardCharge,
): Promise<"paid" | "paid_refund_due"> {
  let rows = await registrationsOfPayment(tx, payment.id);
  const retaken = await retakeReleased(tx, deps, rows);
  if (retaken) rows = await registrationsOfPayment(tx, payment.id);

  const live = rows.filter((row) => row.status !== "cancelled");
  if (live.length > 0)
    await changeRegistrationStatus(
      tx,
      live.map((row) => row.id),
      "confirmed",
      deps,
    );
  const refundDue = live.length === 0;
  const now = new Date();
  const [paid] = await tx
    .update(payments)
    .set({
      status: "paid",
      paidAt: now,
      updatedAt: now,
      refundDue,
      stripePaymentIntentId: charge.paymentIntentId,
      // What was charged, when we know it: a payment released meanwhile was priced at 0.
      ...(charge.amountCents !== null ? { amountCents: charge.amountCents } : {}),
      ...(retaken ? { releasedAt: null } : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();

  if (refundDue) {
    await issueCardReceipt(tx, paid);
    return "paid_refund_due";
  }
  await queueCardConfirmation(tx, deps, paid, rows, live);
  // The other parent of a shared child is asked their part once the card has paid (decision 0058).
  await sendParentRequests(
    tx,
    deps,
    live.map((row) => row.id),
  );
  await issueCardReceipt(tx, paid);
  return "paid";
}
