/**
 * Money received for a bank transfer, as the bank statement's import (or an administrator
 * assigning a credit) tells it — the payment's side of pretix's `OrderPayment.confirm()`: the
 * amount received grows; paid in full, the payment becomes paid (`confirmTransfer`: the bank's
 * value date, the registrations confirmed, the parent's 'paiement reçu' e-mail queued once); each
 * registration's history says it came from the bank statement. The caller records the credit
 * itself and holds the transaction.
 */
import { eq } from "drizzle-orm";
import { applyCredit, type CreditEffect } from "../../../domain/bank-transfers.ts";
import { formatEuros } from "../../../domain/money.ts";
import { PAYMENT_STATUS_LABELS } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import type { AuditActor } from "../audit-log.ts";
import type { ActivityRow } from "../places/index.ts";
import { auditPaymentChange } from "./audit.ts";
import { lockPaymentWithActivity } from "./lock.ts";
import { registrationsOfPayment } from "./outcome.ts";
import { confirmTransfer, type PaymentDeps } from "./registration-status.ts";

/** How the audit log names the source of a payment recorded from the bank's file. */
const BANK_STATEMENT_SOURCE = "relevé bancaire";

/** A credit of the bank: its amount and the day the money arrived. */
export interface ReceivedCredit {
  amountCents: number;
  valueDate: string;
}

/**
 * Applies a credit to the payment, locked by the caller with `lockPaymentWithActivity` (or
 * `lockTransferByCommunication`). Reads the payment's registrations once; a payment paid in full
 * costs one UPDATE of the payment, one of its registrations, the parent's address, the e-mail and
 * the audit entries.
 */
export async function receiveTransfer(
  tx: Db,
  deps: PaymentDeps,
  actor: AuditActor,
  locked: { payment: PaymentRow; activity: ActivityRow },
  credit: ReceivedCredit,
): Promise<CreditEffect> {
  const { payment, activity } = locked;
  const rows = await registrationsOfPayment(tx, payment.id);
  const live = rows.filter((row) => row.status !== "cancelled");
  const effect = applyCredit({ ...payment, liveRegistrations: live.length }, credit.amountCents);
  if (effect.becomesPaid)
    await confirmTransfer(
      tx,
      deps,
      payment,
      activity,
      { receivedCents: effect.receivedCents, refundCents: effect.refundCents, valueDate: credit.valueDate },
      rows,
    );
  else await tx.update(payments).set({ receivedCents: effect.receivedCents, updatedAt: new Date() }).where(eq(payments.id, payment.id));

  await auditPaymentChange(
    tx,
    actor,
    payment.id,
    {
      before: { paymentStatus: PAYMENT_STATUS_LABELS[payment.status], received: formatEuros(payment.receivedCents), source: null },
      after: {
        paymentStatus: PAYMENT_STATUS_LABELS[effect.becomesPaid ? "paid" : payment.status],
        received: formatEuros(effect.receivedCents),
        source: BANK_STATEMENT_SOURCE,
      },
    },
    rows.map((row) => row.id),
  );
  return effect;
}

/** `receiveTransfer` for a payment not locked yet: locks it first (the plaine, then the payment). */
export async function receiveTransferFor(
  tx: Db,
  deps: PaymentDeps,
  actor: AuditActor,
  paymentId: string,
  credit: ReceivedCredit,
): Promise<CreditEffect> {
  const locked = await lockPaymentWithActivity(tx, paymentId);
  if (!locked) throw new Error(`payment ${paymentId} not found`);
  return receiveTransfer(tx, deps, actor, locked, credit);
}
