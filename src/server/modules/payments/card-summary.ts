/** Where card payments stand, from their rows: for the success page, the history lists and the registration page. */
import { and, eq, inArray } from "drizzle-orm";
import { checkoutSummary, type CheckoutFacts, type CheckoutSummary } from "../../../domain/checkout.ts";
import type { PendingCardPayment } from "../../../domain/contracts/registrations.ts";
import type { Db } from "../../db/client.ts";
import { checkoutSessions, payments, registrations } from "../../db/schema.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";

type SessionRow = typeof checkoutSessions.$inferSelect;

/** The facts of one card payment, from its rows. */
export function checkoutFacts(
  payment: PaymentRow,
  sessions: Pick<SessionRow, "status" | "paymentStatus" | "createdAt" | "attempt">[],
  liveRegistrations: number,
): CheckoutFacts {
  return {
    paymentStatus: payment.status,
    amountCents: payment.amountCents,
    refundDue: payment.refundDue,
    refundRequested: payment.refundRequestedAt !== null,
    released: payment.releasedAt !== null,
    holdExpiresAt: payment.holdExpiresAt,
    liveRegistrations,
    sessions: [...sessions]
      .sort((a, b) => a.attempt - b.attempt || a.createdAt.getTime() - b.createdAt.getTime())
      .map((session) => ({ status: session.status, paymentStatus: session.paymentStatus })),
  };
}

/** The checkout summaries of several card payments at once (the history lists). */
export async function checkoutSummaries(
  db: Db,
  list: { payment: PaymentRow; liveRegistrations: number }[],
  now: Date = new Date(),
): Promise<Map<string, CheckoutSummary>> {
  const card = list.filter((item) => item.payment.method === "stripe");
  const summaries = new Map<string, CheckoutSummary>();
  if (card.length === 0) return summaries;
  const sessions = await db
    .select()
    .from(checkoutSessions)
    .where(
      inArray(
        checkoutSessions.paymentId,
        card.map((item) => item.payment.id),
      ),
    );
  for (const item of card) {
    const own = sessions.filter((session) => session.paymentId === item.payment.id);
    summaries.set(item.payment.id, checkoutSummary(checkoutFacts(item.payment, own, item.liveRegistrations), now));
  }
  return summaries;
}

/**
 * A family's card payments for one plaine that 'Payer' can still settle (checkoutSummary's canPay:
 * unpaid, places held, hold not over), by child of a live registration. The registration page
 * offers them where such a child would only read 'Déjà inscrit'.
 */
export async function pendingCardPayments(
  db: Db,
  family: { parentId: string; activityId: string },
  now: Date = new Date(),
): Promise<Map<string, PendingCardPayment>> {
  const rows = await db
    .select({
      id: registrations.id,
      childId: registrations.childId,
      status: registrations.status,
      isPrimary: registrations.isPrimary,
      payment: payments,
    })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .where(
      and(
        eq(registrations.parentId, family.parentId),
        eq(registrations.activityId, family.activityId),
        eq(payments.method, "stripe"),
        eq(payments.status, "pending"),
      ),
    );
  // A submission is one parent and one plaine: its rows are all here.
  const byPayment = new Map<string, { payment: PaymentRow; liveRegistrations: number; primaryId: string | null }>();
  for (const row of rows) {
    const item = byPayment.get(row.payment.id) ?? { payment: row.payment, liveRegistrations: 0, primaryId: null };
    if (row.status !== "cancelled") item.liveRegistrations += 1;
    if (row.isPrimary) item.primaryId = row.id;
    byPayment.set(row.payment.id, item);
  }
  const summaries = await checkoutSummaries(db, [...byPayment.values()], now);
  const pending = new Map<string, PendingCardPayment>();
  for (const row of rows) {
    const summary = summaries.get(row.payment.id);
    if (row.status === "cancelled" || !summary?.canPay || !summary.holdExpiresAt) continue;
    pending.set(row.childId, {
      paymentId: row.payment.id,
      registrationId: byPayment.get(row.payment.id)!.primaryId ?? row.id,
      holdExpiresAt: summary.holdExpiresAt,
    });
  }
  return pending;
}
