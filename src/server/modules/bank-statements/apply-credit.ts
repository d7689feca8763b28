/**
 * A credit applied to the payment its communication names (or an administrator chose): the
 * amount received grows; paid in full, the payment becomes paid through `markTransferPaid` (the
 * bank's value date, the registrations confirmed, the parent's 'paiement reçu' e-mail queued once,
 * the same path a cancellation takes when what was received covers the new amount) and each
 * registration's history says it came from the bank statement. Works in the caller's transaction
 * and locks the plaine then the payment, the order every writer that moves places follows
 * (decision 0006).
 */
import { eq } from "drizzle-orm";
import { applyCredit, type CreditEffect } from "../../../domain/bank-transfers.ts";
import { formatEuros } from "../../../domain/money.ts";
import { PAYMENT_STATUS_LABELS } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { bankMovements, payments, registrations } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { lockPayment } from "../checkout/service.ts";
import { markTransferPaid, type StatusDeps } from "../registrations/status.ts";

/** What applying a credit needs besides the transaction: the outbox and the site's address, for the e-mail. */
export type CreditDeps = StatusDeps;

/** How the audit log names the source of a payment recorded from the bank's file. */
const BANK_STATEMENT_SOURCE = "relevé bancaire";

type MovementRow = typeof bankMovements.$inferSelect;

export async function applyCreditToPayment(
  tx: Db,
  deps: CreditDeps,
  actor: AuditActor,
  movement: Pick<MovementRow, "id" | "amountCents" | "valueDate">,
  paymentId: string,
): Promise<CreditEffect> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} not found`);
  const rows = await tx
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(eq(registrations.paymentId, paymentId));
  const live = rows.filter((row) => row.status !== "cancelled");
  const effect = applyCredit({ ...payment, liveRegistrations: live.length }, movement.amountCents);

  await tx
    .update(bankMovements)
    .set({ paymentId, outcome: effect.outcome, refundCents: effect.refundCents })
    .where(eq(bankMovements.id, movement.id));
  if (effect.becomesPaid)
    await markTransferPaid(tx, deps, paymentId, {
      receivedCents: effect.receivedCents,
      refundCents: effect.refundCents,
      valueDate: movement.valueDate,
    });
  else await tx.update(payments).set({ receivedCents: effect.receivedCents, updatedAt: new Date() }).where(eq(payments.id, paymentId));

  await recordAudit(
    tx,
    ...rows.map((row) => ({
      actor,
      entity: "registration" as const,
      entityId: row.id,
      action: "update" as const,
      before: {
        paymentStatus: PAYMENT_STATUS_LABELS[payment.status],
        received: formatEuros(payment.receivedCents),
        source: null,
      },
      after: {
        paymentStatus: PAYMENT_STATUS_LABELS[effect.becomesPaid ? "paid" : payment.status],
        received: formatEuros(effect.receivedCents),
        source: BANK_STATEMENT_SOURCE,
      },
    })),
  );

  return effect;
}
