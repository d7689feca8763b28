/**
 * A credit applied to the payment its communication names (or an administrator chose): the
 * payment module receives it (`receiveTransfer`: amount received, paid in full, audit), and the
 * credit records which payment it went to and what it did. Works in the caller's transaction;
 * the plaine, then the payment, then the credit are locked, the order every writer that moves
 * places follows (decision 0006).
 */
import { eq } from "drizzle-orm";
import type { CreditEffect } from "../../../domain/bank-transfers.ts";
import type { Db } from "../../db/client.ts";
import { bankMovements } from "../../db/schema.ts";
import type { AuditActor } from "../audit-log.ts";
import { issueReceipt, lockShareByCommunication, type PaymentDeps, receiveShareCredit, receiveTransferFor } from "../payments/index.ts";

/** What applying a credit needs besides the transaction: the outbox and the site's address, for the e-mail. */
export type CreditDeps = PaymentDeps;

type MovementRow = typeof bankMovements.$inferSelect;

/**
 * Records the credit against its payment, with the outcome the payment module gives it, and issues
 * the family its numbered receipt for the money (decision 0055), last in the transaction.
 */
export async function recordCreditOutcome(
  tx: Db,
  movement: Pick<MovementRow, "id" | "amountCents" | "bookingDate">,
  paymentId: string,
  effect: CreditEffect,
): Promise<void> {
  await tx
    .update(bankMovements)
    .set({ paymentId, outcome: effect.outcome, refundCents: effect.refundCents })
    .where(eq(bankMovements.id, movement.id));
  await issueReceipt(tx, { paymentId, bankMovementId: movement.id, amountCents: movement.amountCents, receivedOn: movement.bookingDate });
}

export async function applyCreditToPayment(
  tx: Db,
  deps: CreditDeps,
  actor: AuditActor,
  movement: Pick<MovementRow, "id" | "amountCents" | "valueDate" | "bookingDate">,
  paymentId: string,
): Promise<CreditEffect> {
  const effect = await receiveTransferFor(tx, deps, actor, paymentId, movement);
  await recordCreditOutcome(tx, movement, paymentId, effect);
  return effect;
}

/**
 * A credit naming a share (an organisation's, decision 0056, or the other parent's, 0058): the share
 * receives it, the credit records which share it went to and what it did, and its payer gets a
 * numbered receipt. Null when the share is gone since the look-up (its
 * registration purged): the credit then waits like any other.
 */
export async function settleShareCredit(
  tx: Db,
  actor: AuditActor,
  movement: Pick<MovementRow, "id" | "amountCents" | "bookingDate">,
  communication: string,
): Promise<CreditEffect | null> {
  const locked = await lockShareByCommunication(tx, communication);
  if (!locked) return null;
  const effect = await receiveShareCredit(tx, actor, locked, movement);
  await tx
    .update(bankMovements)
    .set({ payerShareId: locked.share.id, outcome: effect.outcome, refundCents: effect.refundCents })
    .where(eq(bankMovements.id, movement.id));
  // Its numbered receipt, as a family's credit has (decision 0055), last in the transaction.
  await issueReceipt(tx, {
    payerShareId: locked.share.id,
    bankMovementId: movement.id,
    amountCents: movement.amountCents,
    receivedOn: movement.bookingDate,
  });
  return effect;
}
