/** Where card payments stand, from their rows: for the success page and the history lists. */
import { inArray } from "drizzle-orm";
import { checkoutSummary, type CheckoutFacts, type CheckoutSummary } from "../../../domain/checkout.ts";
import type { Db } from "../../db/client.ts";
import { checkoutSessions } from "../../db/schema.ts";
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
