/**
 * The team's availabilities (decision 0063, amendment "the team's availabilities"): a person of a
 * plaine's team ticks the days they are available; whoever edits the plan sees them beside it. A
 * day before today is kept as it was.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND } from "../../../domain/activity.ts";
import { AVAILABILITY_NOT_A_PLAINE_DAY, type StaffAvailability, type StaffPlan } from "../../../domain/contracts/staff.ts";
import { dayNotOfPlaine, isAvailabilityOpen, replacedAvailability } from "../../../domain/staff/availability.ts";
import type { Db } from "../../db/client.ts";
import { activities, staffAvailabilities } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { runningDays } from "../activities/index.ts";

/** The plaine's title and the days it runs. */
async function plaineOf(db: Db, activityId: string) {
  const [activity] = await db
    .select({ id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate })
    .from(activities)
    .where(and(eq(activities.id, activityId), isNull(activities.deletedAt)));
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
  return { activity: { id: activity.id, title: activity.title }, days: await runningDays(db, activity) };
}

async function ownDays(db: Db, profileId: string, activityId: string): Promise<string[]> {
  const rows = await db
    .select({ date: staffAvailabilities.date })
    .from(staffAvailabilities)
    .where(and(eq(staffAvailabilities.activityId, activityId), eq(staffAvailabilities.profileId, profileId)))
    .orderBy(asc(staffAvailabilities.date));
  return rows.map((row) => row.date);
}

/** The person's running days of the plaine, each available or not (a day the plaine no longer runs is left out). */
export async function availabilityOf(db: Db, profileId: string, activityId: string, today: string): Promise<StaffAvailability> {
  const plaine = await plaineOf(db, activityId);
  const own = new Set(await ownDays(db, profileId, activityId));
  return {
    activity: plaine.activity,
    days: plaine.days.map((date) => ({ date, available: own.has(date), past: !isAvailabilityOpen(date, today) })),
  };
}

/**
 * The person's available days replaced by those sent: all of them days the plaine runs (else a
 * 400 and nothing changes); the days before today stay as they were.
 */
export async function setAvailability(
  db: Db,
  profileId: string,
  activityId: string,
  asked: string[],
  today: string,
): Promise<StaffAvailability> {
  const plaine = await plaineOf(db, activityId);
  if (dayNotOfPlaine(plaine.days, asked) !== null)
    throw new HttpError("VALIDATION", AVAILABILITY_NOT_A_PLAINE_DAY, { days: AVAILABILITY_NOT_A_PLAINE_DAY });
  await db.transaction(async (tx) => {
    const current = await ownDays(tx, profileId, activityId);
    const next = replacedAvailability(current, asked, today);
    const where = and(eq(staffAvailabilities.activityId, activityId), eq(staffAvailabilities.profileId, profileId));
    await tx.delete(staffAvailabilities).where(where);
    if (next.length > 0)
      await tx
        .insert(staffAvailabilities)
        .values(next.map((date) => ({ activityId, profileId, date })))
        .onConflictDoNothing();
  });
  return availabilityOf(db, profileId, activityId, today);
}

/** What the plan shows: the available days of each person of the team. */
export async function teamAvailability(db: Db, activityId: string, profileIds: string[]): Promise<StaffPlan["availability"]> {
  const rows = await db
    .select({ profileId: staffAvailabilities.profileId, date: staffAvailabilities.date })
    .from(staffAvailabilities)
    .where(and(eq(staffAvailabilities.activityId, activityId), inArray(staffAvailabilities.profileId, [...profileIds, ""])))
    .orderBy(asc(staffAvailabilities.date));
  return profileIds.map((profileId) => ({
    profileId,
    dates: rows.filter((row) => row.profileId === profileId).map((row) => row.date),
  }));
}
