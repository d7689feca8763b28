/**
 * What happens to a card payment, whoever tells us: Stripe's webhook, the success page asking
 * Stripe itself, the sweeper, or the simulated checkout. Every function works inside the caller's
 * transaction and locks the plaine's row first, then the payment's (the order every writer that
 * moves places follows, decision 0006), so concurrent news of the same payment are applied one
 * after the other and each change happens once. Each returns a short outcome for the logs and the
 * administrators' settings page.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { checkoutSessions, payments, registrations } from "../../db/schema.ts";
import type { GatewaySession } from "../../payment-providers/checkout-gateway.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { changeRegistrationStatus, confirmCardPayment, lockPayment, type PaymentDeps } from "../payments/index.ts";

export type CheckoutServiceDeps = PaymentDeps;

type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
type SessionStatus = CheckoutSessionRow["status"];
type SessionPaymentStatus = CheckoutSessionRow["paymentStatus"];

/** Our payment for a session: its metadata, else our own records of it. */
export async function paymentIdOfSession(tx: Db, session: Pick<GatewaySession, "id" | "paymentId">): Promise<string | null> {
  const [known] = await tx
    .select({ paymentId: checkoutSessions.paymentId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id));
  if (known) return known.paymentId;
  if (session.paymentId) {
    const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, session.paymentId));
    if (payment) return payment.id;
  }
  const [bySession] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.stripeSessionId, session.id));
  return bySession?.id ?? null;
}

/** States only move forward: an old piece of news (expired after paid) never undoes a newer one. */
function mergeStatus(current: SessionStatus, incoming: SessionStatus): SessionStatus {
  return current === "open" ? incoming : current;
}

function mergePaymentStatus(current: SessionPaymentStatus, incoming: SessionPaymentStatus): SessionPaymentStatus {
  if (current === "paid" || incoming === "paid") return "paid";
  if (current === "failed" || incoming === "failed") return "failed";
  if (current === "processing" || incoming === "processing") return "processing";
  return "unpaid";
}

/**
 * Writes what we now know of a session, creating its row when we never recorded it (created at
 * Stripe, then the process stopped before it wrote it down).
 */
async function recordSession(
  tx: Db,
  payment: PaymentRow,
  session: GatewaySession,
  known: { status: SessionStatus; paymentStatus: SessionPaymentStatus },
): Promise<CheckoutSessionRow> {
  const [current] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id)).for("update");
  if (!current) {
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        id: session.id,
        paymentId: payment.id,
        attempt: payment.checkoutAttempt,
        amountCents: session.amountTotal ?? payment.amountCents,
        url: session.url ?? "",
        status: known.status,
        paymentStatus: known.paymentStatus,
        expiresAt: session.expiresAt,
      })
      .returning();
    return row;
  }
  const status = mergeStatus(current.status, known.status);
  const paymentStatus = mergePaymentStatus(current.paymentStatus, known.paymentStatus);
  if (status === current.status && paymentStatus === current.paymentStatus) return current;
  const [row] = await tx
    .update(checkoutSessions)
    .set({ status, paymentStatus, updatedAt: new Date() })
    .where(eq(checkoutSessions.id, session.id))
    .returning();
  return row;
}

export type FulfilOutcome = "paid" | "paid_refund_due" | "already_paid" | "duplicate_payment" | "already_settled";

/**
 * The money is there. The session's news is recorded; news of a payment already settled changes
 * nothing more; a pending payment is confirmed by the payments module (`confirmCardPayment`:
 * registrations confirmed or taken back, or the payment marked for refund, the e-mail queued once).
 */
export async function fulfil(tx: Db, deps: CheckoutServiceDeps, paymentId: string, session: GatewaySession | null): Promise<FulfilOutcome> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  if (session) await recordSession(tx, payment, session, { status: "complete", paymentStatus: "paid" });
  if (payment.status !== "pending") {
    if (payment.status === "paid" && (!session?.paymentIntentId || session.paymentIntentId === payment.stripePaymentIntentId))
      return "already_paid";
    // Paid twice (two sessions), or paid after a refund: the money is Stripe's record, the admins' call.
    return payment.status === "paid" ? "duplicate_payment" : "already_settled";
  }
  return confirmCardPayment(tx, deps, payment, {
    paymentIntentId: session?.paymentIntentId ?? null,
    amountCents: session?.amountTotal ?? null,
  });
}

/** Completed with an asynchronous method: the money is on its way, the places stay held. */
export async function markProcessing(tx: Db, paymentId: string, session: GatewaySession): Promise<"processing" | "ignored"> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const row = await recordSession(tx, payment, session, { status: "complete", paymentStatus: "processing" });
  return payment.status === "pending" && row.paymentStatus === "processing" ? "processing" : "ignored";
}

/** The asynchronous payment was refused: the parent may try again while the places are held. */
export async function markFailed(tx: Db, paymentId: string, session: GatewaySession): Promise<"failed" | "ignored"> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const row = await recordSession(tx, payment, session, { status: "complete", paymentStatus: "failed" });
  return payment.status === "pending" && row.paymentStatus === "failed" ? "failed" : "ignored";
}

/** The session expired unpaid; the hold ends with it unless another session still runs. */
export async function expireSession(
  tx: Db,
  deps: CheckoutServiceDeps,
  paymentId: string,
  session: GatewaySession,
  now: Date = new Date(),
): Promise<"expired_released" | "expired" | "ignored"> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const row = await recordSession(tx, payment, session, { status: "expired", paymentStatus: "unpaid" });
  if (row.status !== "expired") return "ignored";
  return (await releaseIfDue(tx, deps, payment, now)) ? "expired_released" : "expired";
}

/**
 * Ends the hold of an unpaid card payment whose time is over and whose sessions are all over
 * (none open, none paying): its registrations are cancelled and their places given back. The
 * payment must be locked by the caller (lockPayment). Returns whether it released anything.
 */
export async function releaseIfDue(tx: Db, deps: CheckoutServiceDeps, payment: PaymentRow, now: Date = new Date()): Promise<boolean> {
  if (payment.method !== "stripe" || payment.status !== "pending" || payment.releasedAt) return false;
  if (!payment.holdExpiresAt || payment.holdExpiresAt.getTime() > now.getTime()) return false;
  const sessions = await tx
    .select({ status: checkoutSessions.status, paymentStatus: checkoutSessions.paymentStatus })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.paymentId, payment.id));
  if (sessions.some((session) => session.status === "open" || session.paymentStatus === "processing" || session.paymentStatus === "paid"))
    return false;

  const live = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.paymentId, payment.id), ne(registrations.status, "cancelled")));
  const ids = live.map((row) => row.id);
  if (ids.length > 0) {
    // No updated confirmation: the parent was never sent a confirmation for an unpaid card payment.
    await changeRegistrationStatus(tx, ids, "cancelled", deps);
    await tx.update(registrations).set({ releasedAt: now }).where(inArray(registrations.id, ids));
  }
  await tx.update(payments).set({ releasedAt: now, updatedAt: now }).where(eq(payments.id, payment.id));
  return true;
}

/**
 * A session as the gateway now reports it (success page, sweeper): the matching change.
 * Returns null when the session is not one of ours.
 */
export async function applyGatewaySession(tx: Db, deps: CheckoutServiceDeps, session: GatewaySession): Promise<string | null> {
  const paymentId = await paymentIdOfSession(tx, session);
  if (!paymentId) return null;
  if (session.status === "complete") {
    return session.paymentStatus === "unpaid" ? markProcessing(tx, paymentId, session) : fulfil(tx, deps, paymentId, session);
  }
  if (session.status === "expired") return expireSession(tx, deps, paymentId, session);
  return "open";
}
