/** Numbered receipts of money received (decision 0055) and invoices (decision 0057), as a test's world needs them. */
import { desc, eq } from "drizzle-orm";
import { brusselsToday } from "../../src/domain/dates.ts";
import type { Db } from "../../src/server/db/client.ts";
import { invoices, paymentReceipts } from "../../src/server/db/schema.ts";
import { reconcileInvoices } from "../../src/server/modules/payments/invoices.ts";
import { issueReceipt } from "../../src/server/modules/payments/index.ts";

/**
 * A receipt of a payment, numbered as the payments module numbers them (the year's sequence
 * raised, so a receipt issued later takes the next number), for a sum received today.
 */
export async function insertReceipt(db: Db, paymentId: string, amountCents = 8_000): Promise<{ id: string }> {
  await issueReceipt(db, { paymentId, bankMovementId: null, amountCents, receivedOn: brusselsToday() });
  const [row] = await db
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.paymentId, paymentId))
    .orderBy(desc(paymentReceipts.createdAt))
    .limit(1);
  return row;
}

/** The invoice of a payment, as its parent's 'Obtenir la facture' issues it (numbered in the year's series). */
export async function insertInvoice(db: Db, paymentId: string): Promise<{ id: string }> {
  await db.transaction((tx) => reconcileInvoices(tx, { paymentId }, { start: true }));
  const [row] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId)).limit(1);
  return row;
}
