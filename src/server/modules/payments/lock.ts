import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { PaymentStatus } from "../../../domain/registration.ts";
import { payments, registrations } from "../../db/schema.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { type ActivityRow, lockActivity } from "../places/index.ts";

/**
 * Locks the payment's plaine (through the one plaine lock), then the payment: the order every
 * writer that moves places follows (decision 0006). Two statements: the plaine is found from the
 * payment in the locking query itself. Null when there is no such payment.
 */
export async function lockPaymentWithActivity(tx: Db, paymentId: string): Promise<{ payment: PaymentRow; activity: ActivityRow } | null> {
  const activity = await lockActivity(tx, tx.select({ id: payments.activityId }).from(payments).where(eq(payments.id, paymentId)));
  if (!activity) return null;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return payment ? { payment, activity } : null;
}

/** Locks the payment's plaine, then the payment; null when there is no such payment. */
export async function lockPayment(tx: Db, paymentId: string): Promise<PaymentRow | null> {
  return (await lockPaymentWithActivity(tx, paymentId))?.payment ?? null;
}

/** The bank transfer a structured communication names, locked as `lockPaymentWithActivity` locks it; null when none. */
export async function lockTransferByCommunication(
  tx: Db,
  communication: string,
): Promise<{ payment: PaymentRow; activity: ActivityRow } | null> {
  const named = and(eq(payments.structuredCommunication, communication), eq(payments.method, "bank_transfer"));
  const activity = await lockActivity(tx, tx.select({ id: payments.activityId }).from(payments).where(named));
  if (!activity) return null;
  const [payment] = await tx.select().from(payments).where(named).for("update");
  return payment ? { payment, activity } : null;
}

/**
 * The payments of these registrations that have `status`, locked in id order (the caller holds
 * their plaines' locks), with which registration belongs to which.
 */
export async function lockPaymentsOfRegistrations(
  tx: Db,
  registrationIds: string[],
  status: PaymentStatus,
): Promise<{ changed: { id: string; paymentId: string }[]; locked: PaymentRow[] }> {
  const changed = await tx
    .select({ id: registrations.id, paymentId: registrations.paymentId })
    .from(registrations)
    .where(inArray(registrations.id, registrationIds));
  const paymentIds = changed.map((row) => row.paymentId);
  const locked = paymentIds.length
    ? await tx
        .select()
        .from(payments)
        .where(and(inArray(payments.id, paymentIds), eq(payments.status, status)))
        .orderBy(asc(payments.id))
        .for("update")
    : [];
  return { changed, locked };
}

/** The prices of a payment's registrations still live (not cancelled), for `priceFamily`. */
export async function livePrices(tx: Db, paymentId: string): Promise<number[]> {
  const live = await tx
    .select({ priceCents: registrations.priceCents })
    .from(registrations)
    .where(and(eq(registrations.paymentId, paymentId), ne(registrations.status, "cancelled")));
  return live.map((row) => row.priceCents);
}
