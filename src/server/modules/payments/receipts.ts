/**
 * Numbered receipts of money received (decision 0055). A receipt is issued in the transaction
 * that records the money — a bank credit assigned to a transfer, a card payment the provider
 * confirmed — and takes the next number of the year of the day the money arrived: the year's row
 * of `document_sequences` is raised in that transaction, so two issues at once wait on it, one
 * after the other, and one rolled back gives its number to the next. It is the last row such a
 * transaction locks, so waiting on it never closes a circle.
 */
import { asc, inArray, or, sql } from "drizzle-orm";
import type { ReceiptView } from "../../../domain/contracts/receipts.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import type { Db } from "../../db/client.ts";
import { documentSequences, paymentReceipts } from "../../db/schema.ts";

const RECEIPT_SERIES = "receipt";

/** The next number of a series in a year, taken in the caller's transaction (1 for the year's first). */
export async function nextDocumentNumber(tx: Db, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  return row.lastNumber;
}

/** Money received for a family's payment, or for a share (an organisation's, the other parent's). */
export type ReceivedMoney = ({ paymentId: string } | { payerShareId: string }) & {
  /** The bank credit; null for a card payment, or a share received by hand. */
  bankMovementId: string | null;
  amountCents: number;
  /** YYYY-MM-DD: the credit's booking date, a card's day in Brussels, the day a share was handed in. */
  receivedOn: string;
};

/** The receipt of money received, numbered in its year. Nothing for a sum of 0. */
export async function issueReceipt(tx: Db, money: ReceivedMoney): Promise<void> {
  if (money.amountCents <= 0) return;
  const year = Number(money.receivedOn.slice(0, 4));
  await tx.insert(paymentReceipts).values({ ...money, year, number: await nextDocumentNumber(tx, RECEIPT_SERIES, year) });
}

export interface ReceiptRow extends ReceiptView {
  /** The payment's id, or `share:<id>` for a share's money (as the cash book keys its lines). */
  paymentId: string;
  bankMovementId: string | null;
}

/** The key of a share's money among payments' ids: `share:<id>`. */
export const shareReceiptKey = (shareId: string) => `share:${shareId}`;

/**
 * The receipts of these payments and shares (a share's id as `share:<id>`), oldest first (by
 * year and number): one query.
 */
export async function receiptsOf(db: Db, keys: readonly string[]): Promise<ReceiptRow[]> {
  const shareIds = keys.filter((key) => key.startsWith("share:")).map((key) => key.slice("share:".length));
  const paymentIds = keys.filter((key) => !key.startsWith("share:"));
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentReceipts)
    .where(
      or(
        paymentIds.length > 0 ? inArray(paymentReceipts.paymentId, [...new Set(paymentIds)]) : undefined,
        shareIds.length > 0 ? inArray(paymentReceipts.payerShareId, [...new Set(shareIds)]) : undefined,
      ),
    )
    .orderBy(asc(paymentReceipts.year), asc(paymentReceipts.number));
  return rows.map((row) => ({
    id: row.id,
    number: receiptNumberLabel(row.year, row.number),
    amountCents: row.amountCents,
    receivedOn: row.receivedOn,
    paymentId: row.paymentId ?? shareReceiptKey(row.payerShareId!),
    bankMovementId: row.bankMovementId,
  }));
}
