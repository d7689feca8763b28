import { eq } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { registrationReference } from "../../../domain/registration.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { activities, cardRefunds, payments } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { paymentRefundedMail, transferRefundSentMail } from "../../mail/templates.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { reconcileInvoices } from "./invoices.ts";
import { lockPaymentWithActivity } from "./lock.ts";
import { applyPaymentOutcome, childNamesOf, registrationsOfPayment } from "./outcome.ts";
import { parentContact } from "./payer.ts";
import type { PaymentDeps } from "./registration-status.ts";

export type RefundOutcome = "refunded" | "already_refunded" | "ignored";

/**
 * The payment provider confirmed a full refund: the payment is refunded, its registrations
 * cancelled (places given back) and the parent told once by e-mail (`refund:<payment>`).
 */
export async function recordRefund(tx: Db, deps: PaymentDeps, paymentId: string, refundId: string | null): Promise<RefundOutcome> {
  const locked = await lockPaymentWithActivity(tx, paymentId);
  if (!locked) throw new Error(`payment ${paymentId} not found`);
  const { payment, activity } = locked;
  if (payment.status === "refunded") return "already_refunded";
  if (payment.status !== "paid") return "ignored";
  await applyPaymentOutcome(tx, deps, payment, activity, {
    status: "cancelled",
    mail: ({ letter, rows }) => ({
      dedupeKey: `refund:${paymentId}`,
      kind: "payment-refund",
      ...paymentRefundedMail({ ...letter, childNames: childNamesOf(rows), amountCents: payment.amountCents }),
    }),
  });
  await tx
    .update(payments)
    .set({ status: "refunded", refundDue: false, stripeRefundId: refundId ?? payment.stripeRefundId, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
  if (payment.amountCents > 0) await bookCardRefund(tx, paymentId, "full", payment.amountCents);
  await reconcileInvoices(tx, { paymentId });
  return "refunded";
}

/** A card's money given back, booked on this day for the accountant (decision 0054). */
export async function bookCardRefund(tx: Db, paymentId: string, kind: "full" | "partial", amountCents: number): Promise<void> {
  await tx.insert(cardRefunds).values({ paymentId, kind, amountCents });
}

/**
 * The treasurer marked a transfer's excess (or a cancelled registration's money) as sent back
 * (bank statements' 'Marquer comme remboursé'): the parent is told once, in that transaction, the
 * amount, the account it went to and when it usually arrives (outbox key `refund-sent:<credit>`).
 * A payment whose account was erased has nobody to tell. Returns whether an e-mail was queued.
 */
export async function queueTransferRefundSent(
  tx: Db,
  deps: { config: Pick<Config, "publicUrl" | "registrationsMailbox">; mailer: Pick<Mailer, "queue"> },
  credit: { id: string; paymentId: string; refundCents: number; counterpartyAccount: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const [found] = await tx
    .select({ payment: payments, activity: activities })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .where(eq(payments.id, credit.paymentId));
  if (!found?.payment.parentId) return false;
  const rows = await registrationsOfPayment(tx, found.payment.id);
  const primaryId = (rows.find((row) => row.isPrimary) ?? rows[0])?.id ?? found.payment.id;
  const parent = await parentContact(tx, found.payment.parentId);
  return deps.mailer.queue(
    {
      dedupeKey: `refund-sent:${credit.id}`,
      kind: "refund-sent",
      to: parent.email,
      cc: deps.config.registrationsMailbox ?? null,
      ...transferRefundSentMail({
        from: await loadPublicAssociation(tx),
        parentFirstName: parent.firstName,
        activity: found.activity,
        childNames: childNamesOf(rows),
        reference: registrationReference(primaryId),
        registrationsUrl: `${deps.config.publicUrl}/dashboard/registrations`,
        amountCents: credit.refundCents,
        account: credit.counterpartyAccount,
        sentOn: brusselsToday(now),
      }),
    },
    tx,
  );
}
