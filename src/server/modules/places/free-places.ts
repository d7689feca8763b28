/**
 * THE way places come back to a plaine (decision 0032). Whatever frees them — a cancellation by a
 * parent or an administrator, a card hold that ends unpaid, a refund, a capacity raised, an offer
 * of the waiting list declined, expired or removed, an unpaid transfer cancelled at its deadline —
 * calls `freePlaces` inside the transaction that frees them. The places are given back and, in
 * the same transaction, offered to the first families of the waiting list that fit: they are
 * taken again at once for them, so nobody reloading the page can take them first.
 */
import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { isArchived } from "../../../domain/activity.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { DEFAULT_OFFER_HOURS, entriesToOffer, offerExpiry } from "../../../domain/waitlist.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, profiles, users, waitlistEntries, waitlistEntryChildren, waitlistSettings } from "../../db/schema.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { waitlistOfferMail } from "../../mail/templates.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { type ActivityRow, lockActivity } from "./lock.ts";

/**
 * What giving places back needs besides the transaction: the site's address, for the offer's link
 * (and, in tests and demonstrations, offers of a few seconds: `waitlistOfferSeconds`).
 */
export interface FreePlacesDeps {
  config: Pick<Config, "publicUrl" | "waitlistOfferSeconds">;
}

/**
 * Gives `places` back to the plaine and offers what is free to the waiting list, in the caller's
 * transaction. Locks the plaine's row first (decision 0006: every writer that moves places does),
 * which the caller usually holds already. Never more than the capacity is free. A caller that does
 * not know the site's address (an account erased by the retention rules) passes `null`: the
 * waiting list's job (modules/waitlist/offer-expiry.ts) offers the places at its next minute.
 */
export async function freePlaces(
  tx: Db,
  deps: FreePlacesDeps | null,
  activityId: string,
  places: number,
  now: Date = new Date(),
): Promise<void> {
  if (places <= 0) return;
  await tx
    .update(activities)
    .set({ remainingSpots: sql`least(${activities.capacity}, ${activities.remainingSpots} + ${places})` })
    .where(eq(activities.id, activityId));
  if (deps) await offerFreePlaces(tx, deps, activityId, now);
}

/** The life of an offer an administrator chose in the settings page, or the default (48 h). */
export async function offerHours(db: Db): Promise<number> {
  const [row] = await db.select({ offerHours: waitlistSettings.offerHours }).from(waitlistSettings).where(eq(waitlistSettings.id, 1));
  return row?.offerHours ?? DEFAULT_OFFER_HOURS;
}

/**
 * When an offer made now ends: after the settings' hours (or WAITLIST_OFFER_SECONDS, in tests and
 * demonstrations), never after the plaine's registrations close.
 */
export async function offerEnd(tx: Db, deps: FreePlacesDeps, now: Date, activityEndDate: string): Promise<Date> {
  const seconds = deps.config.waitlistOfferSeconds;
  return offerExpiry(now, seconds ? seconds / 3600 : await offerHours(tx), activityEndDate);
}

/**
 * Offers the plaine's free places to the waiting list: every waiting entry that fits, in order
 * (domain `entriesToOffer`), gets an offer — its places taken from the plaine, its e-mail queued
 * in the outbox. Returns the entries offered. Nothing is offered once the plaine is over or deleted.
 */
export async function offerFreePlaces(tx: Db, deps: FreePlacesDeps, activityId: string, now: Date = new Date()): Promise<string[]> {
  const activity = await lockActivity(tx, activityId);
  if (!activity || activity.deletedAt || isArchived(activity, brusselsToday(now)) || activity.remainingSpots <= 0) return [];
  const waiting = await tx
    .select({ id: waitlistEntries.id, places: count(waitlistEntryChildren.childId) })
    .from(waitlistEntries)
    .innerJoin(waitlistEntryChildren, eq(waitlistEntryChildren.entryId, waitlistEntries.id))
    .where(and(eq(waitlistEntries.activityId, activityId), eq(waitlistEntries.status, "waiting")))
    .groupBy(waitlistEntries.id, waitlistEntries.position, waitlistEntries.createdAt)
    .orderBy(asc(waitlistEntries.position), asc(waitlistEntries.createdAt));
  const chosen = entriesToOffer(waiting, activity.remainingSpots);
  if (chosen.length === 0) return [];
  const expiresAt = await offerEnd(tx, deps, now, activity.endDate);
  for (const entry of chosen) await makeOffer(tx, deps, activity, entry, now, expiresAt);
  return chosen.map((entry) => entry.id);
}

/**
 * Takes the entry's places from the plaine and sends the offer. The caller holds the plaine's row
 * and checked that the places are free; the conditional update still refuses to go below zero.
 */
export async function makeOffer(
  tx: Db,
  deps: FreePlacesDeps,
  activity: ActivityRow,
  entry: { id: string; places: number },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  const taken = await takePlaces(tx, activity.id, entry.places);
  if (!taken) throw new Error(`plaine ${activity.id}: ${entry.places} places are not free for an offer`);
  const [offered] = await tx
    .update(waitlistEntries)
    .set({
      status: "offered",
      offerPlaces: entry.places,
      offeredAt: now,
      offerExpiresAt: expiresAt,
      offerCount: sql`${waitlistEntries.offerCount} + 1`,
      updatedAt: now,
    })
    .where(eq(waitlistEntries.id, entry.id))
    .returning({ parentId: waitlistEntries.parentId, offerCount: waitlistEntries.offerCount });
  const kids = await tx
    .select({ firstName: children.firstName })
    .from(waitlistEntryChildren)
    .innerJoin(children, eq(children.id, waitlistEntryChildren.childId))
    .where(eq(waitlistEntryChildren.entryId, entry.id))
    .orderBy(asc(children.firstName));
  const [parent] = await tx
    .select({ email: users.email, name: users.name, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, offered.parentId));
  await enqueueMail(tx, {
    // One e-mail per offer, whichever process makes it.
    dedupeKey: `waitlist-offer:${entry.id}:${offered.offerCount}`,
    kind: "waitlist-offer",
    to: parent.email,
    ...waitlistOfferMail({
      from: await loadPublicAssociation(tx),
      parentFirstName: parent.firstName ?? parent.name,
      activity,
      childNames: kids.map((kid) => kid.firstName),
      expiresAt,
      acceptUrl: `${deps.config.publicUrl}/register/${activity.id}?offre=${entry.id}`,
    }),
  });
}

/**
 * Ends an offer (declined, expired, removed by an administrator) and gives its places to the
 * next in line. The plaine's row is locked first; the conditional update makes it happen once,
 * whoever asks at the same time. Returns whether this call ended it.
 */
export async function endOffer(
  tx: Db,
  deps: FreePlacesDeps | null,
  entryId: string,
  status: "declined" | "expired" | "removed" | "left",
  now: Date = new Date(),
): Promise<boolean> {
  const [ref] = await tx.select({ activityId: waitlistEntries.activityId }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!ref) return false;
  await lockActivity(tx, ref.activityId);
  const [ended] = await tx
    .update(waitlistEntries)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.id, entryId),
        eq(waitlistEntries.status, "offered"),
        ...(status === "expired" ? [lte(waitlistEntries.offerExpiresAt, now)] : []),
      ),
    )
    .returning({ places: waitlistEntries.offerPlaces });
  if (!ended) return false;
  await tx.update(waitlistEntryChildren).set({ active: false }).where(eq(waitlistEntryChildren.entryId, entryId));
  await freePlaces(tx, deps, ref.activityId, ended.places ?? 0, now);
  return true;
}

/**
 * Takes `places` from the plaine when that many are free (and, with `open`, when the plaine is
 * published, not deleted, not over on `open.on` and its registrations open at `open.at`): a
 * conditional UPDATE, which waits for any other writer holding the row and then re-reads it, so
 * the last place is taken once and none before the opening. Returns the plaine's row as it now
 * stands, or undefined when the places were not taken.
 */
export async function takePlaces(
  tx: Db,
  activityId: string,
  places: number,
  open?: { on: string; at: Date },
): Promise<ActivityRow | undefined> {
  const [taken] = await tx
    .update(activities)
    .set({ remainingSpots: sql`${activities.remainingSpots} - ${places}` })
    .where(
      and(
        eq(activities.id, activityId),
        gte(activities.remainingSpots, places),
        ...(open === undefined
          ? []
          : [
              isNull(activities.deletedAt),
              eq(activities.draft, false),
              gte(activities.endDate, open.on),
              or(isNull(activities.registrationsOpenAt), lte(activities.registrationsOpenAt, open.at)),
            ]),
      ),
    )
    .returning();
  return taken;
}

/** Entries whose children were all registered or removed leave the line (used after a registration). */
export async function closeEntries(tx: Db, entryIds: string[], status: "accepted" | "left" | "removed", now: Date): Promise<void> {
  if (entryIds.length === 0) return;
  await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(inArray(waitlistEntries.id, entryIds));
  await tx.update(waitlistEntryChildren).set({ active: false }).where(inArray(waitlistEntryChildren.entryId, entryIds));
}
