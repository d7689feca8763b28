import { and, asc, count, desc, eq, inArray, max, ne, notInArray } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { priceRegistration } from "../../../domain/pricing.ts";
import {
  ACTIVITY_FULL,
  alreadyRegisteredMessage,
  type PaymentStatus,
  type RegistrationStatus,
  registrationReference,
} from "../../../domain/registration.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { activities, bankMovements, children, payments, profiles, registrations, users } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { paymentReceivedMail } from "../../mail/templates.ts";
import { queueUpdatedConfirmation, type UpdateMailDeps } from "./confirmation-mail.ts";
import { payerOf } from "../../payments/payer.ts";
import { freePlaces, type FreePlacesDeps, lockActivities, takePlaces } from "../places/index.ts";

/**
 * What a status change needs besides the transaction: the site's address (the waiting list's
 * offers, the e-mails' links) and the outbox, for the 'paiement reçu' e-mail of a transfer that a
 * cancellation leaves paid (see `repriceUnpaidPayments`).
 */
export interface StatusDeps extends FreePlacesDeps {
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue">;
}

const isLive = (status: RegistrationStatus) => status !== "cancelled";

/**
 * Sets the status of registrations inside the caller's transaction and keeps the places right:
 * a registration that is cancelled gives its place back, one brought back from cancelled takes
 * one (refused when the plaine is full). The plaines' rows are locked first, in id order, as the
 * registration form does, so the two never wait on each other in a circle. An unpaid payment
 * whose amount changes gets its updated confirmation e-mail queued in the same transaction, when
 * its confirmation was sent at registration (a bank transfer) and `mail` is given; `null` is for
 * the changes that tell the parent otherwise or not at all (a card hold released, a refund).
 * Places given back go through `freePlaces` (the waiting list is offered them at once).
 * Returns how many registrations changed.
 */
export async function setRegistrationStatus(
  tx: Db,
  ids: string[],
  status: RegistrationStatus,
  mail: UpdateMailDeps | null,
  deps: StatusDeps,
): Promise<number> {
  const targets = await tx.select({ activityId: registrations.activityId }).from(registrations).where(inArray(registrations.id, ids));
  if (targets.length === 0) return 0;
  await lockActivities(
    tx,
    targets.map((row) => row.activityId),
  );

  const current = await tx
    .select({ id: registrations.id, status: registrations.status, activityId: registrations.activityId, childId: registrations.childId })
    .from(registrations)
    .where(inArray(registrations.id, ids))
    .for("update");
  const changing = current.filter((row) => row.status !== status);
  if (changing.length === 0) return 0;

  const delta = new Map<string, number>();
  for (const row of changing) {
    const change = isLive(row.status) && !isLive(status) ? 1 : !isLive(row.status) && isLive(status) ? -1 : 0;
    delta.set(row.activityId, (delta.get(row.activityId) ?? 0) + change);
  }
  for (const [activityId, places] of delta) {
    if (places > 0) {
      // Given back through the one door, which offers them to the waiting list.
      await freePlaces(tx, deps, activityId, places);
    } else if (places < 0) {
      const taken = await takePlaces(tx, activityId, -places);
      if (!taken) throw new HttpError("CONFLICT", ACTIVITY_FULL);
    }
  }

  try {
    // A savepoint: on PostgreSQL a refused row would otherwise leave the transaction unusable.
    await tx.transaction(async (sp) => {
      await sp
        .update(registrations)
        .set({ status, updatedAt: new Date() })
        .where(
          inArray(
            registrations.id,
            changing.map((row) => row.id),
          ),
        );
    });
  } catch (error) {
    if (!isUniqueViolation(error, "registrations_one_live_per_child")) throw error;
    // Brought back while the child has another live registration for the same plaine: name them.
    const changingIds = changing.map((row) => row.id);
    const [child] = await tx
      .select({ firstName: children.firstName, lastName: children.lastName })
      .from(registrations)
      .innerJoin(children, eq(children.id, registrations.childId))
      .where(
        and(
          inArray(
            registrations.childId,
            changing.map((row) => row.childId),
          ),
          ne(registrations.status, "cancelled"),
          notInArray(registrations.id, changingIds),
        ),
      )
      .limit(1);
    throw new HttpError("CONFLICT", alreadyRegisteredMessage(child));
  }
  await repriceUnpaidPayments(
    tx,
    changing.map((row) => row.id),
    mail,
    deps,
  );
  return changing.length;
}

/**
 * An unpaid payment always asks for the price of the children still registered: cancelling one
 * of two children leaves one child's price (and no family discount) to transfer, cancelling all
 * leaves nothing. The parent is sent the confirmation again with the new amount, when the first
 * one went out at registration: an unpaid card payment was never confirmed (its confirmation
 * waits for the money), so it gets none; its next checkout session asks the new amount. A payment
 * already received keeps its amount, and no e-mail speaks of it: a refund is the association's call.
 *
 * A transfer partly paid (decision 0029) is settled here, whoever cancelled (a parent, an
 * administrator, the deadline job): when what the bank brought covers the new amount, the payment
 * is paid as a credit of the exact rest would make it (`markTransferPaid`: registrations
 * confirmed, 'paiement reçu' once, instead of the updated confirmation); what was received beyond
 * the new amount — all of it when nothing is due any more — is listed to refund on the credits
 * that brought it, as an overpaid credit is.
 */
async function repriceUnpaidPayments(tx: Db, registrationIds: string[], mail: UpdateMailDeps | null, deps: StatusDeps): Promise<void> {
  const changed = await tx
    .select({ id: registrations.id, paymentId: registrations.paymentId })
    .from(registrations)
    .where(inArray(registrations.id, registrationIds));
  const unpaid = await tx
    .select({
      id: payments.id,
      parentId: payments.parentId,
      method: payments.method,
      unitPriceCents: payments.unitPriceCents,
      amountCents: payments.amountCents,
      receivedCents: payments.receivedCents,
    })
    .from(payments)
    .where(
      and(
        inArray(
          payments.id,
          changed.map((row) => row.paymentId),
        ),
        eq(payments.status, "pending"),
      ),
    )
    .orderBy(asc(payments.id))
    .for("update");
  for (const payment of unpaid) {
    const [{ live }] = await tx
      .select({ live: count() })
      .from(registrations)
      .where(and(eq(registrations.paymentId, payment.id), ne(registrations.status, "cancelled")));
    const amountCents = priceRegistration(payment.unitPriceCents, live).totalCents;
    if (amountCents === payment.amountCents) continue;
    await tx.update(payments).set({ amountCents, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    const excessCents = payment.receivedCents - amountCents;
    if (payment.method === "bank_transfer" && payment.receivedCents > 0 && excessCents >= 0) {
      await listExcessToRefund(tx, payment.id, excessCents);
      if (amountCents > 0) {
        // No updated confirmation: the 'paiement reçu' e-mail tells the parent, refund included.
        await markTransferPaid(tx, deps, payment.id, {
          receivedCents: payment.receivedCents,
          refundCents: excessCents,
          valueDate: await lastValueDate(tx, payment.id),
        });
        continue;
      }
    }
    if (!mail?.providers.get(payment.method)?.confirmsAtRegistration) continue;
    await queueUpdatedConfirmation(tx, mail, {
      parentId: payerOf(payment),
      previousAmountCents: payment.amountCents,
      changedIds: changed.filter((row) => row.paymentId === payment.id).map((row) => row.id),
    });
  }
}

/**
 * Puts on the administrators' refund list (`bank_movements.refund_cents`, which 'Marquer comme
 * remboursé' settles) what a transfer's credits brought beyond what is due, less what is listed
 * already: the newest credit first, each up to its own amount, marked overpaid as a credit beyond
 * the amount due is. A sum already given back is not listed again. The caller holds the payment's lock.
 */
async function listExcessToRefund(tx: Db, paymentId: string, excessCents: number): Promise<void> {
  const credits = await tx
    .select()
    .from(bankMovements)
    .where(eq(bankMovements.paymentId, paymentId))
    .orderBy(desc(bankMovements.valueDate), desc(bankMovements.createdAt), desc(bankMovements.movementKey))
    .for("update");
  let missing = excessCents - credits.reduce((sum, credit) => sum + credit.refundCents, 0);
  for (const credit of credits) {
    if (missing <= 0) return;
    const cents = Math.min(missing, credit.amountCents - credit.refundCents);
    if (credit.refundSettledAt || cents <= 0) continue;
    await tx
      .update(bankMovements)
      .set({ refundCents: credit.refundCents + cents, outcome: "overpaid" })
      .where(eq(bankMovements.id, credit.id));
    missing -= cents;
  }
}

/** The value date of the newest credit of a transfer: when the money that pays it had arrived. */
async function lastValueDate(tx: Db, paymentId: string): Promise<string> {
  const [{ valueDate }] = await tx
    .select({ valueDate: max(bankMovements.valueDate) })
    .from(bankMovements)
    .where(eq(bankMovements.paymentId, paymentId));
  return valueDate ?? brusselsToday();
}

/** The instant a value date stands for: noon in Brussels' day, so every zone reads the same date. */
const valueDateInstant = (valueDate: string) => new Date(`${valueDate}T12:00:00Z`);

/**
 * A bank transfer paid in full by what the bank brought (`receivedCents`): paid on the bank's
 * value date, its registrations still standing confirmed, the parent's 'paiement reçu' e-mail
 * queued once (outbox key `payment-received:<payment>`) with any excess to refund. The one way a
 * transfer becomes paid: a credit of the rest or more (bank-statements/apply-credit.ts), or a
 * cancellation that leaves what was received enough (`repriceUnpaidPayments`). The caller holds
 * the payment's lock and records what else the change needs (the credit, the audit).
 */
export async function markTransferPaid(
  tx: Db,
  deps: StatusDeps,
  paymentId: string,
  paid: { receivedCents: number; refundCents: number; valueDate: string },
): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  await tx
    .update(payments)
    .set({ status: "paid", paidAt: valueDateInstant(paid.valueDate), receivedCents: paid.receivedCents, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
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
  if (live.length > 0)
    // No updated confirmation: the 'paiement reçu' e-mail below tells the parent.
    await setRegistrationStatus(
      tx,
      live.map((row) => row.id),
      "confirmed",
      null,
      deps,
    );

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
        receivedCents: paid.receivedCents,
        refundCents: paid.refundCents,
        valueDate: paid.valueDate,
        reference: registrationReference(primary.id),
        registrationsUrl: `${deps.config.publicUrl}/dashboard/registrations`,
      }),
    },
    tx,
  );
}

/** Sets the payment status of the payments these registrations belong to; paid records the date (spec §4). */
export async function setPaymentStatus(tx: Db, ids: string[], status: PaymentStatus): Promise<number> {
  const paymentIds = tx.select({ id: registrations.paymentId }).from(registrations).where(inArray(registrations.id, ids));
  const updated = await tx
    .update(payments)
    .set({ status, updatedAt: new Date(), ...(status === "paid" ? { paidAt: new Date() } : {}) })
    .where(inArray(payments.id, paymentIds))
    .returning({ id: payments.id });
  return updated.length;
}
