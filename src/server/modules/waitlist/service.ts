/**
 * A parent's side of the waiting list (decision 0031): joining with 1 to N children, seeing the
 * position, leaving or declining an offer. Every change locks the plaine's row first (decision
 * 0006), so joins, registrations and freed places of one plaine happen one after the other.
 */
import { and, asc, eq, inArray, lt, max, sql } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND, isArchived } from "../../../domain/activity.ts";
import type { WaitlistEntryView } from "../../../domain/contracts/waitlist.ts";
import type { JoinWaitlistInput } from "../../../domain/contracts/waitlist-input.ts";
import { formatDateTimeFr } from "../../../domain/date-time.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { paths } from "../../../domain/paths.ts";
import { registrationsNotOpenMessage, registrationsOpen } from "../../../domain/registration-opening.ts";
import { alreadyRegisteredMessage } from "../../../domain/registration.ts";
import {
  ACTIVE_WAITLIST_STATUSES,
  alreadyWaitingMessage,
  PLACES_AVAILABLE,
  WAITLIST_CLOSED,
  WAITLIST_ENTRY_NOT_FOUND,
  waitlistPositionLabel,
  type WaitlistStatus,
  WAITLIST_STATUS_LABELS,
} from "../../../domain/waitlist.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { activities, children, waitlistEntries, waitlistEntryChildren } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { waitlistJoinedMail } from "../../mail/templates.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { loadPublicAssociation } from "../association/index.ts";
import {
  chosenChildren,
  childrenWithPlaces,
  closeEntries,
  endOffer,
  type FreePlacesDeps,
  lockActivity,
  offerHours,
  requireChildrenOfAge,
} from "../places/index.ts";

export interface WaitlistDeps extends AfterCommitDeps, FreePlacesDeps {
  db: Db;
}

/**
 * Joins the list of a plaine that has fewer free places than the children asked for, once its
 * registrations are open. The children must be the parent's, of the plaine's age, neither
 * registered nor already waiting.
 */
export async function joinWaitlist(deps: WaitlistDeps, user: CurrentUser, input: JoinWaitlistInput, now: Date): Promise<WaitlistEntryView> {
  const today = brusselsToday(now);
  let entryId: string;
  try {
    entryId = await deps.db.transaction(async (tx) => {
      const selected = await chosenChildren(tx, user.id, input.childIds);

      const activity = await lockActivity(tx, input.activityId);
      if (!activity || activity.deletedAt || activity.draft) throw notFound(ACTIVITY_NOT_FOUND);
      if (isArchived(activity, today)) throw new HttpError("CONFLICT", WAITLIST_CLOSED);
      // Before the opening nobody queues: the line would be a race run before the start.
      const opensAt = activity.registrationsOpenAt?.toISOString() ?? null;
      if (opensAt !== null && !registrationsOpen(opensAt, now)) throw new HttpError("CONFLICT", registrationsNotOpenMessage(opensAt));
      requireChildrenOfAge(selected, activity);
      if (activity.remainingSpots >= selected.length) throw new HttpError("CONFLICT", PLACES_AVAILABLE);

      const withPlaces = await childrenWithPlaces(tx, activity.id, input.childIds);
      const registered = selected.find((child) => withPlaces.has(child.id));
      if (registered) throw new HttpError("CONFLICT", alreadyRegisteredMessage(registered));
      const waiting = await tx
        .select({ childId: waitlistEntryChildren.childId })
        .from(waitlistEntryChildren)
        .where(
          and(
            eq(waitlistEntryChildren.activityId, activity.id),
            inArray(waitlistEntryChildren.childId, input.childIds),
            eq(waitlistEntryChildren.active, true),
          ),
        );
      const already = selected.find((child) => waiting.some((row) => row.childId === child.id));
      if (already) throw new HttpError("CONFLICT", alreadyWaitingMessage(already));

      const [{ last }] = await tx
        .select({ last: max(waitlistEntries.position) })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.activityId, activity.id));
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({ activityId: activity.id, parentId: user.id, position: (last ?? 0) + 1 })
        .returning({ id: waitlistEntries.id });
      await tx
        .insert(waitlistEntryChildren)
        .values(selected.map((child) => ({ entryId: entry.id, childId: child.id, activityId: activity.id })));
      await queueJoinedMail(tx, deps, user, activity, { id: entry.id, position: (last ?? 0) + 1 }, selected);
      return entry.id;
    });
  } catch (error) {
    // The same child sent twice at once: the unique index refused the second.
    if (isUniqueViolation(error, "waitlist_one_active_per_child")) {
      throw new HttpError("CONFLICT", "Un de ces enfants est déjà sur la liste d'attente de cette plaine");
    }
    throw error;
  }
  deps.mailer.deliverSoon();
  const [view] = await listOwnEntries(deps.db, user.id, { entryIds: [entryId] });
  return view;
}

/**
 * The family's e-mail on joining, in the join's transaction (one per entry, by its key): their
 * rank among the families still waiting, and what happens next (the offer, how long it is held).
 */
async function queueJoinedMail(
  tx: Db,
  deps: WaitlistDeps,
  user: CurrentUser,
  activity: { id: string; title: string; startDate: string; endDate: string },
  entry: { id: string; position: number },
  selected: { firstName: string; lastName: string }[],
): Promise<void> {
  const positions = await positionsOf(tx, [{ ...entry, activityId: activity.id, status: "waiting" }]);
  await enqueueMail(tx, {
    dedupeKey: `waitlist-joined:${entry.id}`,
    kind: "waitlist-joined",
    to: user.email,
    ...waitlistJoinedMail({
      from: await loadPublicAssociation(tx),
      parentFirstName: user.firstName,
      activity,
      childNames: selected.map((child) => `${child.firstName} ${child.lastName}`),
      position: positions.get(entry.id) ?? 1,
      offerHours: await offerHours(tx),
      registrationsUrl: `${deps.config.publicUrl}${paths.registrations}`,
    }),
  });
}

/**
 * Leaves the list: an entry still waiting simply leaves; an offer is declined, and its places go
 * to the next in line in the same transaction. Another family's entry is "not found".
 */
export async function leaveWaitlist(deps: WaitlistDeps, user: CurrentUser, entryId: string, now: Date = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ activityId: waitlistEntries.activityId })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.parentId, user.id)));
    if (!entry) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
    await lockActivity(tx, entry.activityId);
    const [current] = await tx.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (current.status === "offered") await endOffer(tx, deps, entryId, "declined", now);
    else if (current.status === "waiting") await closeEntries(tx, [entryId], "left", now);
    else throw new HttpError("CONFLICT", "Vous n'êtes plus sur la liste d'attente de cette plaine");
  });
  afterCommit(deps);
}

/** The rank among the entries still waiting on the same plaine (1 = next to be offered). */
async function positionsOf(db: Db, rows: { id: string; activityId: string; position: number; status: WaitlistStatus }[]) {
  const positions = new Map<string, number>();
  for (const row of rows.filter((entry) => entry.status === "waiting")) {
    const [{ ahead }] = await db
      .select({ ahead: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.activityId, row.activityId),
          eq(waitlistEntries.status, "waiting"),
          lt(waitlistEntries.position, row.position),
        ),
      );
    positions.set(row.id, ahead + 1);
  }
  return positions;
}

/** A parent's entries still in line (waiting or offered), or the ones asked for; never another family's. */
export async function listOwnEntries(
  db: Db,
  parentId: string,
  filter: { activityId?: string; entryIds?: string[] } = {},
): Promise<WaitlistEntryView[]> {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      activityId: waitlistEntries.activityId,
      position: waitlistEntries.position,
      status: waitlistEntries.status,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      title: activities.title,
      startDate: activities.startDate,
      endDate: activities.endDate,
    })
    .from(waitlistEntries)
    .innerJoin(activities, eq(activities.id, waitlistEntries.activityId))
    .where(
      and(
        eq(waitlistEntries.parentId, parentId),
        filter.entryIds ? inArray(waitlistEntries.id, filter.entryIds) : inArray(waitlistEntries.status, [...ACTIVE_WAITLIST_STATUSES]),
        filter.activityId ? eq(waitlistEntries.activityId, filter.activityId) : undefined,
      ),
    )
    .orderBy(asc(activities.startDate), asc(waitlistEntries.position));
  if (rows.length === 0) return [];
  const kids = await childrenOfEntries(
    db,
    rows.map((row) => row.id),
  );
  const positions = await positionsOf(db, rows);
  return rows.map((row) => {
    const position = positions.get(row.id) ?? null;
    const offered = row.status === "offered" && row.offerExpiresAt;
    return {
      id: row.id,
      activityId: row.activityId,
      activityTitle: row.title,
      activityStartDate: row.startDate,
      activityEndDate: row.endDate,
      status: row.status,
      position,
      label: offered
        ? `Place proposée jusqu'au ${formatDateTimeFr(row.offerExpiresAt!)}`
        : position
          ? waitlistPositionLabel(position)
          : WAITLIST_STATUS_LABELS[row.status],
      children: kids.filter((kid) => kid.entryId === row.id).map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
      offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
      acceptPath: offered ? `/register/${row.activityId}?offre=${row.id}` : null,
    };
  });
}

/** The children of waiting-list entries, each with its entry's id, by first name. */
export async function childrenOfEntries(db: Db, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({ entryId: waitlistEntryChildren.entryId, id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(waitlistEntryChildren)
    .innerJoin(children, eq(children.id, waitlistEntryChildren.childId))
    .where(inArray(waitlistEntryChildren.entryId, entryIds))
    .orderBy(asc(children.firstName));
}
