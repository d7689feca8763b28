/**
 * An administrator refunds a card payment in full. The request goes to Stripe with the payment's
 * PaymentIntent; the payment becomes refunded (registrations cancelled, places given back, the
 * parent told) when Stripe confirms: at once when the refund succeeds on the spot, otherwise
 * through the refund webhook. A refund already asked for cannot be asked again until Stripe says
 * it failed.
 */
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { RefundResponse } from "../../../domain/contracts/admin.ts";
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { CheckoutGateway, GatewayRefund } from "../../payment-providers/checkout-gateway.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import type { AuditActor } from "../audit-log.ts";
import { auditPaymentChange, lockPayment, recordRefund } from "../payments/index.ts";
import type { CheckoutServiceDeps } from "./service.ts";
import { CARD_PAYMENT_UNAVAILABLE } from "./page.ts";
import { NOT_A_CARD_PAYMENT } from "./start.ts";

const PAYMENT_NOT_FOUND = "Paiement non trouvé";
const ALREADY_REFUNDED = "Ce paiement est déjà remboursé.";
const NOT_PAID = "Ce paiement n'a pas été reçu\u00a0: il n'y a rien à rembourser.";
const REFUND_IN_PROGRESS = "Un remboursement est déjà en cours pour ce paiement.";
const NO_PAYMENT_INTENT = "Ce paiement n'a pas de référence Stripe\u00a0: remboursez-le depuis le tableau de bord Stripe.";
const REFUND_NOT_REQUESTED = "Le remboursement n'a pas pu être demandé à Stripe. Veuillez réessayer.";

export interface RefundDeps extends CheckoutServiceDeps, AfterCommitDeps {
  db: Db;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  gateway: CheckoutGateway | null;
  log: Pick<FastifyBaseLogger, "warn">;
}

export async function refundPayment(deps: RefundDeps, actor: AuditActor, paymentId: string): Promise<RefundResponse> {
  const gateway = deps.gateway;
  const payment = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) throw notFound(PAYMENT_NOT_FOUND);
    if (locked.method !== "stripe") throw new HttpError("CONFLICT", NOT_A_CARD_PAYMENT);
    if (locked.status === "refunded") throw new HttpError("CONFLICT", ALREADY_REFUNDED);
    if (locked.status !== "paid") throw new HttpError("CONFLICT", NOT_PAID);
    if (locked.refundRequestedAt) throw new HttpError("CONFLICT", REFUND_IN_PROGRESS);
    if (!locked.stripePaymentIntentId) throw new HttpError("CONFLICT", NO_PAYMENT_INTENT);
    if (!gateway) throw new HttpError("CONFLICT", CARD_PAYMENT_UNAVAILABLE);
    const [requested] = await tx
      .update(payments)
      .set({ refundRequestedAt: new Date(), updatedAt: new Date() })
      .where(eq(payments.id, paymentId))
      .returning();
    // The request is the administrator's change; the refund itself is Stripe's answer.
    await auditPaymentChange(tx, actor, paymentId, { before: { refundRequested: false }, after: { refundRequested: true } });
    return requested;
  });

  let refund: GatewayRefund;
  try {
    // One key per request: a double click is stopped above, a retry after a failure asks again.
    refund = await gateway!.refund(
      { paymentId, paymentIntentId: payment.stripePaymentIntentId! },
      `refund:${paymentId}:${payment.refundRequestedAt!.getTime()}`,
    );
  } catch (error) {
    deps.log.warn({ err: error, paymentId }, "refund not requested");
    await deps.db.update(payments).set({ refundRequestedAt: null }).where(eq(payments.id, paymentId));
    throw new HttpError("UNAVAILABLE", REFUND_NOT_REQUESTED);
  }

  let status: PaymentStatus = "paid";
  if (refund.status === "succeeded") {
    await deps.db.transaction((tx) => recordRefund(tx, deps, paymentId, refund.id));
    afterCommit(deps);
    status = "refunded";
  } else {
    const failed = refund.status === "failed" || refund.status === "canceled";
    await deps.db
      .update(payments)
      .set({ stripeRefundId: refund.id, ...(failed ? { refundRequestedAt: null } : {}) })
      .where(eq(payments.id, paymentId));
  }
  return { payment: { id: paymentId, status, statusLabel: PAYMENT_STATUS_LABELS[status] }, refund };
}

/** Card payments received after their places were taken: the administrators refund them. */
export async function countRefundsDue(db: Db): Promise<number> {
  const [{ due }] = await db.select({ due: count() }).from(payments).where(eq(payments.refundDue, true));
  return due;
}

const NOT_REFUNDABLE = "Le remboursement partiel n'a pas pu être demandé à Stripe";

/**
 * The job of a card payment refunded in part (payments' `cardPartialRefundJob`, sent when a price
 * was lowered): asks Stripe for that amount, with a key made of the payment and what it will have
 * refunded in all, so a retry or a second process asks once. A refusal fails the job, which is
 * retried, then left for an administrator to send again.
 */
export async function sendPartialCardRefund(
  deps: { db: Db; gateway: CheckoutGateway | null },
  job: { paymentId: string; amountCents: number; refundedCents: number },
): Promise<GatewayRefund> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, job.paymentId));
  if (!payment?.stripePaymentIntentId || !deps.gateway) throw new Error(`${NOT_REFUNDABLE} (paiement ${job.paymentId})`);
  const refund = await deps.gateway.refund(
    { paymentId: job.paymentId, paymentIntentId: payment.stripePaymentIntentId, amountCents: job.amountCents },
    `partial-refund:${job.paymentId}:${job.refundedCents}`,
  );
  if (refund.status === "failed" || refund.status === "canceled")
    throw new Error(`${NOT_REFUNDABLE} (paiement ${job.paymentId}, état ${refund.status})`);
  return refund;
}
