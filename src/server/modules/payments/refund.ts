import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { paymentRefundedMail } from "../../mail/templates.ts";
import { lockPaymentWithActivity } from "./lock.ts";
import { applyPaymentOutcome, childNamesOf } from "./outcome.ts";
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
  return "refunded";
}
