/**
 * The refunds the association sent by file, recognised in its bank statements: a debit carrying a
 * refund's end-to-end identifier and its amount (in euros) marks it paid. When the paid refunds of
 * a credit cover the sum to give back on it, the credit leaves 'Trop-perçus à rembourser' and the
 * family is told, exactly as 'Marquer comme remboursé' does (settleMovementRefund, used by both).
 *
 * Each such debit is recorded and applied in a transaction of its own that first locks the credit
 * the refund gives back on: two imports of the same file at once wait on that lock (then on the
 * debit's unique identity), so the refund is marked once and the family gets one e-mail.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { BankRefundConflict } from "../../../domain/contracts/admin-bank.ts";
import { formatEuros } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { bankDebits, bankMovements, refunds } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { queueTransferRefundSent } from "../payments/index.ts";
import { forgetAnonymousPayers } from "../privacy/index.ts";
import type { SettleRefundDeps } from "./movements.ts";
import type { BankDebit } from "./statement.ts";

/** A refund of a file, as a debit is checked against it. */
export interface RefundOnFile {
  id: string;
  bankMovementId: string;
  amountCents: number;
  endToEndId: string;
}

export type DebitRow = typeof bankDebits.$inferInsert;

/** The refunds of the files that these end-to-end identifiers name, by identifier: one query. */
export async function refundsByEndToEndId(db: Db, ids: string[]): Promise<Map<string, RefundOnFile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: refunds.id, bankMovementId: refunds.bankMovementId, amountCents: refunds.amountCents, endToEndId: refunds.endToEndId })
    .from(refunds)
    .where(sql`${refunds.endToEndId} = any(${sql.param(unique)}::text[])`);
  return new Map(rows.map((row) => [row.endToEndId, row]));
}

/** A debit takes a refund for paid only with its exact amount, in euros. */
export function paysRefund(debit: Pick<BankDebit, "amountCents" | "currency">, refund: Pick<RefundOnFile, "amountCents">): boolean {
  return debit.currency === "EUR" && debit.amountCents === refund.amountCents;
}

/** What the report says of a debit that names a refund but not its amount. */
export function refundConflictOf(debit: BankDebit & { endToEndId: string }, refund: RefundOnFile): BankRefundConflict {
  const paid =
    debit.currency === "EUR"
      ? formatEuros(debit.amountCents)
      : `${(debit.amountCents / 100).toFixed(2).replace(".", ",")} ${debit.currency}`;
  return {
    valueDate: debit.valueDate,
    amountCents: debit.amountCents,
    currency: debit.currency,
    endToEndId: debit.endToEndId,
    counterpartyName: debit.counterpartyName,
    refundCents: refund.amountCents,
    message: `Le débit de ${paid} porte la référence du remboursement ${debit.endToEndId}, qui est de ${formatEuros(refund.amountCents)}\u00a0: il n'a pas été marqué comme payé. Vérifiez-le avec la banque.`,
  };
}

/** The refunds of a file on this credit not paid yet, marked paid: the treasurer says the sum was given back. */
export async function markUnpaidRefundsPaid(tx: Db, movementId: string, now: Date = new Date()): Promise<void> {
  await tx
    .update(refunds)
    .set({ paidAt: now })
    .where(and(eq(refunds.bankMovementId, movementId), isNull(refunds.paidAt)));
}

/**
 * The sum to give back on a credit is given back: off the refund list, the family told by e-mail (once: the outbox's key is the credit's) and,
 * if the payer's account was erased meanwhile, their account number forgotten. Inside the
 * caller's transaction; false when there was nothing left to give back on it.
 */
export async function settleMovementRefund(
  tx: Db,
  deps: Pick<SettleRefundDeps, "config" | "mailer">,
  actor: AuditActor,
  movementId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await tx
    .update(bankMovements)
    .set({ refundSettledAt: now })
    .where(and(eq(bankMovements.id, movementId), gt(bankMovements.refundCents, 0), isNull(bankMovements.refundSettledAt)))
    .returning({
      id: bankMovements.id,
      paymentId: bankMovements.paymentId,
      refundCents: bankMovements.refundCents,
      counterpartyAccount: bankMovements.counterpartyAccount,
    });
  if (!row) return false;
  if (row.paymentId) {
    await queueTransferRefundSent(tx, deps, { ...row, paymentId: row.paymentId }, now);
    await forgetAnonymousPayers(tx, [row.paymentId]);
  }
  await recordAudit(tx, {
    actor,
    entity: "bank_movement",
    entityId: movementId,
    action: "update",
    before: { refundSettled: false },
    after: { refundSettled: true },
  });
  return true;
}

export type DebitOutcome = "recognised" | "recorded" | "alreadyImported";

/**
 * One debit carrying the end-to-end identifier and amount of a refund: recorded (once, by its
 * identity at the bank) and, if the refund is not paid yet, marking it paid, in one transaction
 * that locks the refund's credit first. The credit is settled when its paid refunds cover it. A
 * refund whose file was withdrawn since the look-up (withdrawRefundFile, under the same lock) is
 * gone: the debit is recorded and pays nothing.
 */
export async function markRefundsPaidByDebit(
  deps: Pick<SettleRefundDeps, "db" | "config" | "mailer">,
  actor: AuditActor,
  row: DebitRow,
  refund: RefundOnFile,
): Promise<DebitOutcome> {
  return deps.db.transaction(async (tx) => {
    const [movement] = await tx
      .select({ refundCents: bankMovements.refundCents, refundSettledAt: bankMovements.refundSettledAt })
      .from(bankMovements)
      .where(eq(bankMovements.id, refund.bankMovementId))
      .for("update");
    const [onFile] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.id, refund.id));
    const [debit] = await tx
      .insert(bankDebits)
      .values(row)
      .onConflictDoNothing({ target: bankDebits.movementKey })
      .returning({ id: bankDebits.id });
    if (!debit) return "alreadyImported";
    if (!onFile) return "recorded";
    const now = new Date();
    const [paid] = await tx
      .update(refunds)
      .set({ paidAt: now })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.paidAt)))
      .returning({ id: refunds.id });
    // Paid already (marked by hand): the debit is kept, linked to it unless another debit is.
    const [linked] = paid ? [] : await tx.select({ id: bankDebits.id }).from(bankDebits).where(eq(bankDebits.refundId, refund.id)).limit(1);
    if (!linked) await tx.update(bankDebits).set({ refundId: refund.id }).where(eq(bankDebits.id, debit.id));
    if (!paid) return "recorded";
    if (movement && !movement.refundSettledAt) {
      const [{ paidCents }] = await tx
        .select({ paidCents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.bankMovementId, refund.bankMovementId), sql`${refunds.paidAt} is not null`));
      if (Number(paidCents) >= movement.refundCents) await settleMovementRefund(tx, deps, actor, refund.bankMovementId, now);
    }
    return "recognised";
  });
}
