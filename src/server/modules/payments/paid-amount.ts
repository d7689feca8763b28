/**
 * A paid payment's amount moved (decision 0052 for a price, 0053 for a cancellation): the one place
 * where money already received goes back or more is asked. The caller holds the payment's lock
 * (plaine first, then payment: decision 0006) and works in its transaction.
 *
 *   less          the difference is refunded: a transfer's on the credits that brought it (the
 *                 treasurer's refund list), a card's in part through Stripe (a job, once, with its
 *                 own key) — no registration is cancelled;
 *   more, transfer the payment waits again for the rest, with a new deadline counted from today;
 *   more, card    refused (`CARD_PAID_MORE`): a card is charged once.
 */
import { asc, eq } from "drizzle-orm";
import { paymentDeadline } from "../../../domain/bank-transfers.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { Db } from "../../db/client.ts";
import { bankMovements, payments } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { cardPartialRefundJob } from "./jobs.ts";
import { bookCardRefund } from "./refund.ts";
import { loadBankTransferRules } from "./transfer-rules.ts";

export const CARD_PAID_MORE =
  "Ce paiement par carte est réglé\u00a0: un prix plus élevé ne peut pas lui être demandé. Demandez la différence à la famille par virement.";

export interface PaidRefund {
  kind: "refund";
  refundCents: number;
  method: "stripe" | "bank_transfer";
  /** A transfer's part no credit of the bank could carry (a payment marked paid by hand): refunded by hand. */
  byHandCents: number;
}

type Credit = typeof bankMovements.$inferSelect;

/**
 * A payment's credits, locked in id order (the order a refund file locks them in, so the two never
 * wait on each other crosswise), then taken newest first: the newest credit gives back first.
 */
export function newestFirst(credits: Credit[]): Credit[] {
  const key = (credit: Credit) => `${credit.valueDate}|${credit.createdAt.toISOString()}|${credit.movementKey}`;
  return credits.toSorted((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

/**
 * Puts on the administrators' refund list (`bank_movements.refund_cents`, which 'Marquer comme
 * remboursé' settles) what a transfer's credits brought beyond what is due, less what is listed
 * already: the newest credit first, each up to its own amount, marked overpaid as a credit beyond
 * the amount due is. A sum already given back is not listed again. The caller holds the payment's lock.
 * Returns what it listed now.
 */
export async function listExcessToRefund(tx: Db, paymentId: string, excessCents: number): Promise<number> {
  const credits = await tx
    .select()
    .from(bankMovements)
    .where(eq(bankMovements.paymentId, paymentId))
    .orderBy(asc(bankMovements.id))
    .for("update")
    .then(newestFirst);
  const wanted = excessCents - credits.reduce((sum, credit) => sum + credit.refundCents, 0);
  let missing = wanted;
  for (const credit of credits) {
    if (missing <= 0) break;
    const cents = Math.min(missing, credit.amountCents - credit.refundCents);
    if (credit.refundSettledAt || cents <= 0) continue;
    await tx
      .update(bankMovements)
      .set({ refundCents: credit.refundCents + cents, outcome: "overpaid" })
      .where(eq(bankMovements.id, credit.id));
    missing -= cents;
  }
  return Math.max(wanted, 0) - Math.max(missing, 0);
}

/**
 * A paid payment now asks `amountCents`, less than its amount: a card gives the difference back in
 * part through Stripe (the job, sent in this transaction, asks once committed), a transfer lists
 * it to refund on its credits. The payment stays paid, its registrations as they are.
 */
export async function lowerPaidAmount(tx: Db, jobs: Pick<JobQueue, "send">, payment: PaymentRow, amountCents: number): Promise<PaidRefund> {
  const refundCents = payment.amountCents - amountCents;
  if (payment.method === "stripe") {
    const refundedCents = payment.refundedCents + refundCents;
    await tx.update(payments).set({ amountCents, refundedCents, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    await bookCardRefund(tx, payment.id, "partial", refundCents);
    // Asked of Stripe once committed, by the job (retried; one key per refund, so never twice).
    await jobs.send(cardPartialRefundJob, { paymentId: payment.id, amountCents: refundCents, refundedCents }, { tx });
    return { kind: "refund", refundCents, method: "stripe", byHandCents: 0 };
  }
  await tx.update(payments).set({ amountCents, updatedAt: new Date() }).where(eq(payments.id, payment.id));
  const listedCents = await listExcessToRefund(tx, payment.id, payment.receivedCents - amountCents);
  return { kind: "refund", refundCents, method: "bank_transfer", byHandCents: refundCents - listedCents };
}

/** A paid transfer asked for more: it waits again for the rest, by a deadline counted from today. */
export async function raisePaidTransfer(
  tx: Db,
  payment: PaymentRow,
  amountCents: number,
  startDate: string,
): Promise<{ kind: "balance"; receivedCents: number }> {
  const rules = await loadBankTransferRules(tx);
  await tx
    .update(payments)
    .set({
      status: "pending",
      amountCents,
      deadlineExtendedTo: paymentDeadline(brusselsToday(), startDate, rules, null),
      deadlineCancelledAt: null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  return { kind: "balance", receivedCents: payment.receivedCents };
}
