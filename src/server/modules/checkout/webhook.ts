/**
 * Stripe's events, once their signature is checked (webhook-routes.ts). Each event is recorded by
 * its id in the same transaction as the change it makes: delivered again, it finds its row and
 * changes nothing; two deliveries at once wait for each other on that row. Events of other kinds
 * are recorded as ignored and answered 200, so Stripe does not retry them.
 */
import { desc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { PaymentSystemStatus } from "../../../domain/contracts/admin.ts";
import { lockPayment, recordRefund } from "../payments/index.ts";
import type { Db } from "../../db/client.ts";
import { payments, webhookEvents } from "../../db/schema.ts";
import { gatewaySession } from "../../payment-providers/stripe-gateway.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { expireSession, fulfil, markFailed, markProcessing, paymentIdOfSession, type CheckoutServiceDeps } from "./service.ts";

export interface WebhookResult {
  outcome: string;
  duplicate: boolean;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

async function paymentOfRefund(tx: Db, paymentId: string | undefined, paymentIntentId: string | null): Promise<string | null> {
  if (paymentId) {
    const [own] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId));
    if (own) return own.id;
  }
  if (!paymentIntentId) return null;
  const [byIntent] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.stripePaymentIntentId, paymentIntentId));
  return byIntent?.id ?? null;
}

type Handled = { outcome: string; paymentId: string | null };

async function dispatch(tx: Db, deps: CheckoutServiceDeps, event: Stripe.Event): Promise<Handled> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = gatewaySession(event.data.object);
      const paymentId = await paymentIdOfSession(tx, session);
      if (!paymentId) return { outcome: "unknown_session", paymentId: null };
      if (event.type === "checkout.session.expired") return { outcome: await expireSession(tx, deps, paymentId, session), paymentId };
      if (event.type === "checkout.session.async_payment_failed") return { outcome: await markFailed(tx, paymentId, session), paymentId };
      const paid = event.type === "checkout.session.async_payment_succeeded" || session.paymentStatus !== "unpaid";
      return {
        outcome: paid
          ? await fulfil(tx, deps, paymentId, { ...session, paymentStatus: "paid" })
          : await markProcessing(tx, paymentId, session),
        paymentId,
      };
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const paymentId = await paymentOfRefund(tx, charge.metadata?.payment_id, idOf(charge.payment_intent));
      if (!paymentId) return { outcome: "unknown_payment", paymentId: null };
      // A partial refund leaves the registration as it is: a price lowered (payments' price-change)
      // or the admins by hand. Parts that end up refunding the whole charge are still parts.
      if (!charge.refunded) return { outcome: "partial_refund_ignored", paymentId };
      const [paid] = await tx.select({ refundedCents: payments.refundedCents }).from(payments).where(eq(payments.id, paymentId));
      if (paid && paid.refundedCents > 0 && charge.amount_refunded <= paid.refundedCents)
        return { outcome: "partial_refund_ignored", paymentId };
      return { outcome: await recordRefund(tx, deps, paymentId, null), paymentId };
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed": {
      const refund = event.data.object;
      const paymentId = await paymentOfRefund(tx, refund.metadata?.payment_id, idOf(refund.payment_intent));
      if (!paymentId) return { outcome: "unknown_payment", paymentId: null };
      // A part asked by the site (a price lowered): recorded when it was asked, retried by its job if it failed.
      if (refund.metadata?.partial === "true") return { outcome: "partial_refund_ignored", paymentId };
      if (refund.status === "failed" || refund.status === "canceled") {
        // The administrator may ask again.
        const payment = await lockPayment(tx, paymentId);
        if (payment?.status === "paid")
          await tx.update(payments).set({ refundRequestedAt: null, updatedAt: new Date() }).where(eq(payments.id, paymentId));
        return { outcome: "refund_failed", paymentId };
      }
      if (refund.status !== "succeeded") return { outcome: "refund_pending", paymentId };
      const [payment] = await tx.select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.id, paymentId));
      if (refund.amount < payment.amountCents) return { outcome: "partial_refund_ignored", paymentId };
      return { outcome: await recordRefund(tx, deps, paymentId, refund.id), paymentId };
    }
    default:
      return { outcome: "ignored", paymentId: null };
  }
}

export async function handleStripeEvent(db: Db, deps: CheckoutServiceDeps & AfterCommitDeps, event: Stripe.Event): Promise<WebhookResult> {
  const result = await db.transaction(async (tx): Promise<WebhookResult> => {
    const [row] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, outcome: "received" })
      .onConflictDoUpdate({
        target: webhookEvents.id,
        set: { deliveries: sql`${webhookEvents.deliveries} + 1`, lastReceivedAt: new Date() },
      })
      .returning({ deliveries: webhookEvents.deliveries, outcome: webhookEvents.outcome });
    if (row.deliveries > 1) return { outcome: row.outcome, duplicate: true };
    const handled = await dispatch(tx, deps, event);
    await tx.update(webhookEvents).set(handled).where(eq(webhookEvents.id, event.id));
    return { outcome: handled.outcome, duplicate: false };
  });
  if (!result.duplicate && result.outcome !== "ignored") afterCommit(deps);
  return result;
}

/** The newest event received, for the settings page. */
export async function lastWebhook(db: Db): Promise<PaymentSystemStatus["lastWebhook"]> {
  const [last] = await db.select().from(webhookEvents).orderBy(desc(webhookEvents.lastReceivedAt)).limit(1);
  return last
    ? { receivedAt: last.lastReceivedAt.toISOString(), type: last.type, outcome: last.outcome, deliveries: last.deliveries }
    : null;
}
