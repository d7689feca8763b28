/**
 * The administrators' side of the waiting list: a plaine's list in order, an entry moved, removed
 * or sent an offer by hand, and how long offers last. Every change locks the plaine's row first
 * (decision 0006) and is written to the audit log in its transaction.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND, isArchived } from "../../../domain/activity.ts";
import type { AdminWaitlistEntry, AdminWaitlistResponse } from "../../../domain/contracts/waitlist.ts";
import type { WaitlistSettings } from "../../../domain/contracts/waitlist-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { ACTIVITY_FULL, notEnoughPlacesMessage } from "../../../domain/registration.ts";
import { ACTIVE_WAITLIST_STATUSES, WAITLIST_CLOSED, WAITLIST_ENTRY_NOT_FOUND, WAITLIST_STATUS_LABELS } from "../../../domain/waitlist.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { activities, profiles, registrations, users, waitlistEntries, waitlistEntryChildren, waitlistSettings } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { afterCommit } from "../after-commit.ts";
import { type AuditActor, type AuditRecord, type AuditSnapshot, recordAudit } from "../audit-log.ts";
import { closeEntries, endOffer, lockActivity, makeOffer, offerEnd, offerHours } from "../places/index.ts";
import { childrenOfEntries, type WaitlistDeps } from "./service.ts";

type EntryRow = typeof waitlistEntries.$inferSelect;

function snapshot(entry: Pick<EntryRow, "status" | "position" | "offerExpiresAt">): AuditSnapshot {
  return {
    statut: WAITLIST_STATUS_LABELS[entry.status],
    position: entry.position,
    offre_jusqu_au: entry.offerExpiresAt?.toISOString() ?? null,
  };
}

/** A plaine's list: entries in line in order (with their rank among the waiting), then the past ones. */
export async function adminWaitlist(db: Db, activityId: string): Promise<AdminWaitlistResponse> {
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
  const rows = await db
    .select({
      entry: waitlistEntries,
      email: users.email,
      name: users.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.parentId))
    .leftJoin(profiles, eq(profiles.id, waitlistEntries.parentId))
    .where(eq(waitlistEntries.activityId, activityId))
    .orderBy(asc(waitlistEntries.position));
  const kids = await childrenOfEntries(
    db,
    rows.map((row) => row.entry.id),
  );
  let rank = 0;
  const views = rows.map(({ entry, email, name, firstName, lastName, phone }): AdminWaitlistEntry => {
    const entryKids = kids
      .filter((kid) => kid.entryId === entry.id)
      .map(({ id, firstName: first, lastName: last }) => ({ id, firstName: first, lastName: last }));
    return {
      id: entry.id,
      status: entry.status,
      statusLabel: WAITLIST_STATUS_LABELS[entry.status],
      position: entry.status === "waiting" ? ++rank : null,
      parent: { name: firstName ? `${firstName} ${lastName ?? ""}`.trim() : name, email, phone: phone ?? null },
      children: entryKids,
      places: entry.offerPlaces ?? entryKids.length,
      offeredAt: entry.offeredAt?.toISOString() ?? null,
      offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null,
      offerCount: entry.offerCount,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  const isActive = (entry: AdminWaitlistEntry) => (ACTIVE_WAITLIST_STATUSES as readonly string[]).includes(entry.status);
  return {
    active: views.filter(isActive).sort((a, b) => Number(b.status === "offered") - Number(a.status === "offered")),
    past: views.filter((entry) => !isActive(entry)).reverse(),
    offerHours: await offerHours(db),
  };
}

/** Locks the entry's plaine, then reads the entry; 404 when there is none. */
async function lockEntry(tx: Db, entryId: string): Promise<EntryRow> {
  const [ref] = await tx.select({ activityId: waitlistEntries.activityId }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!ref) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  await lockActivity(tx, ref.activityId);
  const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  return entry;
}

/** The audit record of an administrator's change to an entry: the entry before it, and as it now stands. */
async function entryChange(tx: Db, actor: AuditActor, before: EntryRow): Promise<AuditRecord> {
  const [after] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, before.id));
  return { actor, entity: "waitlist_entry", entityId: before.id, action: "update", before: snapshot(before), after: snapshot(after) };
}

/** Swaps a waiting entry with the waiting entry before (up) or after (down) it. */
export async function moveEntry(deps: WaitlistDeps, actor: AuditActor, entryId: string, direction: "up" | "down"): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (entry.status !== "waiting") throw new HttpError("CONFLICT", "Seule une famille en attente peut être déplacée");
    const [neighbour] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.activityId, entry.activityId),
          eq(waitlistEntries.status, "waiting"),
          direction === "up" ? lt(waitlistEntries.position, entry.position) : gt(waitlistEntries.position, entry.position),
        ),
      )
      .orderBy(direction === "up" ? desc(waitlistEntries.position) : asc(waitlistEntries.position))
      .limit(1);
    if (!neighbour)
      throw new HttpError("CONFLICT", direction === "up" ? "Cette famille est déjà la première" : "Cette famille est déjà la dernière");
    await tx.update(waitlistEntries).set({ position: neighbour.position, updatedAt: new Date() }).where(eq(waitlistEntries.id, entry.id));
    await tx.update(waitlistEntries).set({ position: entry.position, updatedAt: new Date() }).where(eq(waitlistEntries.id, neighbour.id));
    await recordAudit(tx, await entryChange(tx, actor, entry), await entryChange(tx, actor, neighbour));
  });
}

/** Takes an entry off the list; an offer it held ends and its places go to the next in line. */
export async function removeEntry(deps: WaitlistDeps, actor: AuditActor, entryId: string, now: Date = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, entryId);
    if (entry.status === "offered") await endOffer(tx, deps, entryId, "removed", now);
    else if (entry.status === "waiting") await closeEntries(tx, [entryId], "removed", now);
    else throw new HttpError("CONFLICT", "Cette famille n'est plus sur la liste d'attente");
    await recordAudit(tx, await entryChange(tx, actor, entry));
  });
  afterCommit(deps);
}

const ALL_CHILDREN_REGISTERED = "Les enfants de cette famille sont déjà inscrits à cette plaine\u00a0: il n'y a rien à leur proposer";

/**
 * Sends an offer by hand, out of order or again after one expired or was declined: the places
 * must be free (never more than the capacity is sold or offered). Children of the family
 * registered directly meanwhile leave the entry; the offer is for the others, or refused when none is left.
 */
export async function sendOfferByHand(deps: WaitlistDeps, actor: AuditActor, entryId: string, now: Date = new Date()): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      const entry = await lockEntry(tx, entryId);
      if (!["waiting", "expired", "declined"].includes(entry.status))
        throw new HttpError(
          "CONFLICT",
          "Une offre ne peut être envoyée qu'à une famille en attente, ou dont l'offre a expiré ou été refusée",
        );
      const [activity] = await tx.select().from(activities).where(eq(activities.id, entry.activityId));
      if (activity.deletedAt || isArchived(activity, brusselsToday(now))) throw new HttpError("CONFLICT", WAITLIST_CLOSED);
      const listed = await tx
        .select({ childId: waitlistEntryChildren.childId })
        .from(waitlistEntryChildren)
        .where(eq(waitlistEntryChildren.entryId, entryId));
      if (listed.length === 0) throw new HttpError("CONFLICT", "Cette famille n'a plus d'enfant sur la liste");
      // Children registered directly since their offer ended are off the list: no place is held for them.
      const registered = await tx
        .select({ childId: registrations.childId })
        .from(registrations)
        .where(
          and(
            eq(registrations.activityId, entry.activityId),
            ne(registrations.status, "cancelled"),
            inArray(
              registrations.childId,
              listed.map((kid) => kid.childId),
            ),
          ),
        );
      const kids = listed.filter((kid) => !registered.some((row) => row.childId === kid.childId));
      if (kids.length === 0) throw new HttpError("CONFLICT", ALL_CHILDREN_REGISTERED);
      if (registered.length > 0)
        await tx.delete(waitlistEntryChildren).where(
          and(
            eq(waitlistEntryChildren.entryId, entryId),
            inArray(
              waitlistEntryChildren.childId,
              registered.map((row) => row.childId),
            ),
          ),
        );
      if (activity.remainingSpots < kids.length)
        throw new HttpError("CONFLICT", activity.remainingSpots > 0 ? notEnoughPlacesMessage(activity.remainingSpots) : ACTIVITY_FULL);
      // Back in line for its children (refused by the unique index if one of them waits again elsewhere).
      await tx.update(waitlistEntryChildren).set({ active: true }).where(eq(waitlistEntryChildren.entryId, entryId));
      await makeOffer(tx, deps, activity, { id: entryId, places: kids.length }, now, await offerEnd(tx, deps, now, activity.endDate));
      await recordAudit(tx, await entryChange(tx, actor, entry));
    });
  } catch (error) {
    if (isUniqueViolation(error, "waitlist_one_active_per_child"))
      throw new HttpError("CONFLICT", "Un enfant de cette famille est de nouveau sur la liste\u00a0: utilisez sa nouvelle inscription");
    throw error;
  }
  afterCommit(deps);
}

export async function getWaitlistSettings(db: Db): Promise<WaitlistSettings> {
  return { offerHours: await offerHours(db) };
}

export async function saveWaitlistSettings(db: Db, settings: WaitlistSettings): Promise<WaitlistSettings> {
  await db
    .insert(waitlistSettings)
    .values({ id: 1, offerHours: settings.offerHours })
    .onConflictDoUpdate({ target: waitlistSettings.id, set: { offerHours: settings.offerHours, updatedAt: new Date() } });
  return settings;
}

/** How many families wait (or hold an offer) on each plaine: the plaines list and the dashboard show it. */
export async function waitingFamiliesByActivity(db: Db, activityId?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ activityId: waitlistEntries.activityId, families: count() })
    .from(waitlistEntries)
    .where(
      and(
        inArray(waitlistEntries.status, [...ACTIVE_WAITLIST_STATUSES]),
        activityId === undefined ? undefined : eq(waitlistEntries.activityId, activityId),
      ),
    )
    .groupBy(waitlistEntries.activityId);
  return new Map(rows.map((row) => [row.activityId, row.families]));
}
