/**
 * What the registration form does with the waiting list, inside its transaction (plaine row
 * locked): an offer accepted turns its held places into the registration's; children registered
 * without an offer leave the list, so no place stays held for them.
 */
import { and, eq, inArray } from "drizzle-orm";
import { OFFER_CHILDREN_MISMATCH, OFFER_EXPIRED, OFFER_NOT_FOUND } from "../../../domain/waitlist.ts";
import type { Db } from "../../db/client.ts";
import { waitlistEntries, waitlistEntryChildren } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { closeEntries, endOffer, type FreePlacesDeps } from "../places/index.ts";

/**
 * Accepts the parent's offer for these children: the entry is closed as accepted and the places
 * it held are returned to the caller, which registers the children on them. Another family's
 * offer is "not found", like one that does not exist; an offer over is refused.
 */
export async function acceptOffer(
  tx: Db,
  offer: { entryId: string; parentId: string; activityId: string; childIds: string[] },
  now: Date,
): Promise<{ places: number }> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.id, offer.entryId),
        eq(waitlistEntries.parentId, offer.parentId),
        eq(waitlistEntries.activityId, offer.activityId),
      ),
    )
    .for("update");
  if (!entry) throw notFound(OFFER_NOT_FOUND);
  if (entry.status !== "offered" || !entry.offerExpiresAt || entry.offerExpiresAt.getTime() <= now.getTime())
    throw new HttpError("CONFLICT", OFFER_EXPIRED);
  const kids = await tx
    .select({ childId: waitlistEntryChildren.childId })
    .from(waitlistEntryChildren)
    .where(eq(waitlistEntryChildren.entryId, entry.id));
  if (!offer.childIds.every((id) => kids.some((kid) => kid.childId === id)))
    throw new HttpError("VALIDATION", OFFER_CHILDREN_MISMATCH, { childIds: OFFER_CHILDREN_MISMATCH });
  await closeEntries(tx, [entry.id], "accepted", now);
  return { places: entry.offerPlaces ?? 0 };
}

/** Records which payment the accepted offer became (the administrators' list shows it). */
export async function linkOfferPayment(tx: Db, entryId: string, paymentId: string): Promise<void> {
  await tx.update(waitlistEntries).set({ paymentId }).where(eq(waitlistEntries.id, entryId));
}

/**
 * Children registered directly while they wait (places came free for them) leave the list: their
 * rows go, an entry left without children closes, and an offer still held for it ends and gives
 * its places to the next in line.
 */
export async function leaveListOnRegistration(
  tx: Db,
  deps: FreePlacesDeps,
  activityId: string,
  childIds: string[],
  now: Date,
): Promise<void> {
  const rows = await tx
    .select({ entryId: waitlistEntryChildren.entryId })
    .from(waitlistEntryChildren)
    .where(
      and(
        eq(waitlistEntryChildren.activityId, activityId),
        inArray(waitlistEntryChildren.childId, childIds),
        eq(waitlistEntryChildren.active, true),
      ),
    );
  if (rows.length === 0) return;
  const entryIds = [...new Set(rows.map((row) => row.entryId))];
  await tx
    .delete(waitlistEntryChildren)
    .where(and(inArray(waitlistEntryChildren.entryId, entryIds), inArray(waitlistEntryChildren.childId, childIds)));
  for (const entryId of entryIds) {
    const left = await tx
      .select({ childId: waitlistEntryChildren.childId })
      .from(waitlistEntryChildren)
      .where(eq(waitlistEntryChildren.entryId, entryId));
    const [entry] = await tx.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (entry.status === "offered") await endOffer(tx, deps, entryId, left.length === 0 ? "left" : "declined", now);
    else if (left.length === 0) await closeEntries(tx, [entryId], "left", now);
  }
}
