/**
 * A credit applied to the payment its communication names (or an administrator chose): the
 * amount received grows; paid in full, the registrations are confirmed, the payment is paid on
 * the bank's value date, the parent's 'paiement reçu' e-mail is queued once and each registration's
 * history says it came from the bank statement. Works in the caller's transaction and locks the
 * plaine then the payment, the order every writer that moves places follows (decision 0006).
 */
import { asc, eq } from "drizzle-orm";
import { applyCredit, type CreditEffect } from "../../../domain/bank-transfers.ts";
import { formatEuros } from "../../../domain/money.ts";
import { PAYMENT_STATUS_LABELS, registrationReference } from "../../../domain/registration.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { activities, bankMovements, children, payments, profiles, registrations, users } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { paymentReceivedMail } from "../../mail/templates.ts";
import { payerOf } from "../../payments/payer.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { lockPayment } from "../checkout/service.ts";
import { setRegistrationStatus } from "../registrations/status.ts";

export interface CreditDeps {
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue">;
}

/** How the audit log names the source of a payment recorded from the bank's file. */
const BANK_STATEMENT_SOURCE = "relevé bancaire";

type MovementRow = typeof bankMovements.$inferSelect;

/** The instant a value date stands for: noon in Brussels' day, so every zone reads the same date. */
const valueDateInstant = (valueDate: string) => new Date(`${valueDate}T12:00:00Z`);

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
    .select({
      id: registrations.id,
      status: registrations.status,
      isPrimary: registrations.isPrimary,
      firstName: children.firstName,
      lastName: children.lastName,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(eq(registrations.paymentId, paymentId))
    .orderBy(asc(children.firstName));
  const live = rows.filter((row) => row.status !== "cancelled");
  const effect = applyCredit({ ...payment, liveRegistrations: live.length }, movement.amountCents);

  const paidAt = valueDateInstant(movement.valueDate);
  await tx
    .update(payments)
    .set({
      receivedCents: effect.receivedCents,
      updatedAt: new Date(),
      ...(effect.becomesPaid ? { status: "paid" as const, paidAt } : {}),
    })
    .where(eq(payments.id, paymentId));
  await tx
    .update(bankMovements)
    .set({ paymentId, outcome: effect.outcome, refundCents: effect.refundCents })
    .where(eq(bankMovements.id, movement.id));
  if (effect.becomesPaid && live.length > 0)
    // No updated confirmation: the 'paiement reçu' e-mail below tells the parent.
    await setRegistrationStatus(
      tx,
      live.map((row) => row.id),
      "confirmed",
      null,
      deps,
    );

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

  if (effect.becomesPaid) {
    const [activity] = await tx.select().from(activities).where(eq(activities.id, payment.activityId));
    const [parent] = await tx
      .select({ email: users.email, name: users.name, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, payerOf(payment)));
    const primary = rows.find((row) => row.isPrimary) ?? rows[0];
    await deps.mailer.queue(
      {
        dedupeKey: `payment-received:${paymentId}`,
        kind: "payment-received",
        to: parent.email,
        cc: deps.config.registrationsMailbox ?? null,
        ...paymentReceivedMail({
          parentFirstName: parent.firstName ?? parent.name,
          activity,
          childNames: live.map((row) => `${row.firstName} ${row.lastName}`),
          receivedCents: effect.receivedCents,
          refundCents: effect.refundCents,
          valueDate: movement.valueDate,
          reference: registrationReference(primary.id),
          registrationsUrl: `${deps.config.publicUrl}/dashboard/registrations`,
        }),
      },
      tx,
    );
  }
  return effect;
}
