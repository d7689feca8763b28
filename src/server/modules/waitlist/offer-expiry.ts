/**
 * The waiting list's job (background-jobs.ts, every minute): offers whose time is over end and
 * give their places to the next in line; plaines with free places and families waiting that fit
 * (a transaction that freed places without offering them, an administrator's change) get their
 * offers. Each change is a conditional update under the plaine's row lock, so with several
 * processes each offer ends once and each e-mail (deduplicated by its key) is sent once.
 */
import { and, asc, eq, gt, gte, isNull, lte } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { activities, waitlistEntries } from "../../db/schema.ts";
import { afterCommit } from "../after-commit.ts";
import { endOffer, offerFreePlaces } from "../places/index.ts";
import type { WaitlistDeps } from "./service.ts";

/** How many offers one run ends, at most; the next minute takes the rest. */
const BATCH = 200;

export async function runWaitlistOffers(deps: WaitlistDeps, now: Date = new Date()): Promise<{ expired: number; offered: number }> {
  const due = await deps.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) {
    if (await deps.db.transaction((tx) => endOffer(tx, deps, id, "expired", now))) expired += 1;
  }

  const waitingWithRoom = await deps.db
    .selectDistinct({ id: activities.id })
    .from(activities)
    .innerJoin(waitlistEntries, and(eq(waitlistEntries.activityId, activities.id), eq(waitlistEntries.status, "waiting")))
    .where(and(gt(activities.remainingSpots, 0), isNull(activities.deletedAt), gte(activities.endDate, brusselsToday(now))));
  let offered = 0;
  for (const { id } of waitingWithRoom) {
    offered += (await deps.db.transaction((tx) => offerFreePlaces(tx, deps, id, now))).length;
  }
  if (expired + offered > 0) afterCommit(deps);
  return { expired, offered };
}
