/**
 * 'Dupliquer': last year's plaine into this year's. The copy keeps the texts (its practical
 * information included: hours, garderie, meals, what to bring, how to come), the place, the ages,
 * the prices (its own prices for the tariff categories still offered included), the capacity, the picture and the video, and the plaine's own groups; its first day
 * is the one the administrator picks and its days follow it (plaine/days.ts: as many weekdays,
 * the days off dropped, since they were that year's holidays). It is saved as a draft, with no
 * registration, no waiting list, no staffing and no attendance of the original.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND } from "../../../../domain/activity.ts";
import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
import { brusselsDateTime, brusselsInstant } from "../../../../domain/date-time.ts";
import { addDaysIso } from "../../../../domain/dates.ts";
import { followingDates, START_ON_WEEKDAY } from "../../../../domain/plaine/days.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityAgeGroups } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import type { AuditActor } from "../../audit-log.ts";
import { tariffsOfPlaines } from "../../activities/index.ts";
import { copyPlainePrices, pricesOf } from "./prices.ts";
import { auditActivity, toAdminActivity } from "./snapshot.ts";

const DAY_MS = 86_400_000;

/**
 * The original's opening moved by as many days as its first day, at the same Brussels time
 * (1 March 20:00 before a plaine of 6 July is 28 February 20:00 before one of 5 July); none stays none.
 */
function movedOpening(opensAt: Date | null, days: number): Date | null {
  if (opensAt === null) return null;
  const { date, time } = brusselsDateTime(opensAt);
  return brusselsInstant(addDaysIso(date, days), time);
}

export async function duplicateActivity(db: Db, actor: AuditActor, id: string, startDate: string, today: string): Promise<AdminActivity> {
  const copy = await db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(activities)
      .where(and(eq(activities.id, id), isNull(activities.deletedAt)));
    if (!source) throw notFound(ACTIVITY_NOT_FOUND);
    const dates = followingDates(source.startDate, source.endDate, startDate);
    if (!dates) throw new HttpError("VALIDATION", START_ON_WEEKDAY, { startDate: START_ON_WEEKDAY });
    const shiftDays = Math.round((Date.parse(dates.startDate) - Date.parse(source.startDate)) / DAY_MS);

    const { id: _id, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, oneAgreementRequestedOn: _requested, ...kept } = source;
    const [created] = await tx
      .insert(activities)
      .values({
        ...kept,
        ...dates,
        remainingSpots: source.capacity,
        draft: true,
        registrationsOpenAt: movedOpening(source.registrationsOpenAt, shiftDays),
      })
      .returning();

    const groups = await tx
      .select({
        name: activityAgeGroups.name,
        minMonths: activityAgeGroups.minMonths,
        maxMonths: activityAgeGroups.maxMonths,
        position: activityAgeGroups.position,
      })
      .from(activityAgeGroups)
      .where(eq(activityAgeGroups.activityId, id))
      .orderBy(asc(activityAgeGroups.position));
    if (groups.length > 0) await tx.insert(activityAgeGroups).values(groups.map((group) => ({ ...group, activityId: created.id })));

    await copyPlainePrices(tx, id, created.id);
    await auditActivity(tx, actor, created.id, null, { row: created, prices: await pricesOf(tx, created.id) });
    return created;
  });
  // A draft: nothing public changed, no public answer to clear.
  return toAdminActivity(copy, (await tariffsOfPlaines(db, [copy])).get(copy.id)!, today);
}
