import { and, asc, count, eq, gte, inArray, ne, notInArray, sql } from "drizzle-orm";
import { priceRegistration } from "../../../domain/pricing.ts";
import { ACTIVITY_FULL, alreadyRegisteredMessage, type PaymentStatus, type RegistrationStatus } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { activities, children, payments, registrations } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { queueUpdatedConfirmation, type UpdateMailDeps } from "./confirmation-mail.ts";
import { payerOf } from "../../payments/payer.ts";
import { freePlaces, type FreePlacesDeps } from "./free-places.ts";

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
  placesDeps: FreePlacesDeps,
): Promise<number> {
  const targets = await tx.select({ activityId: registrations.activityId }).from(registrations).where(inArray(registrations.id, ids));
  const activityIds = [...new Set(targets.map((row) => row.activityId))].sort();
  if (activityIds.length === 0) return 0;
  await tx
    .select({ id: activities.id })
    .from(activities)
    .where(inArray(activities.id, activityIds))
    .orderBy(asc(activities.id))
    .for("update");

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
      await freePlaces(tx, placesDeps, activityId, places);
    } else if (places < 0) {
      const [taken] = await tx
        .update(activities)
        .set({ remainingSpots: sql`${activities.remainingSpots} - ${-places}` })
        .where(and(eq(activities.id, activityId), gte(activities.remainingSpots, -places)))
        .returning({ id: activities.id });
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
 */
async function repriceUnpaidPayments(tx: Db, registrationIds: string[], mail: UpdateMailDeps | null): Promise<void> {
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
    if (!mail?.providers.get(payment.method)?.confirmsAtRegistration) continue;
    await queueUpdatedConfirmation(tx, mail, {
      parentId: payerOf(payment),
      previousAmountCents: payment.amountCents,
      changedIds: changed.filter((row) => row.paymentId === payment.id).map((row) => row.id),
    });
  }
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
