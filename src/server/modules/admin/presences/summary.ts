/** The staffing figures beyond one day's check-in: every day of a plaine, and the plaines running today. */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { PlaineDaysResponse, TodayOnTheGround } from "../../../../domain/contracts/admin-presences.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityStaffDays, attendance } from "../../../db/schema.ts";
import { loadActivity, type LoadedActivity } from "./plaine.ts";
import { staffingFor, type AttendanceRow } from "./roster.ts";

async function staffingByDay(db: Db, loaded: LoadedActivity, today: string) {
  const rows = await db.select().from(attendance).where(eq(attendance.activityId, loaded.activity.id));
  const staff = await db.select().from(activityStaffDays).where(eq(activityStaffDays.activityId, loaded.activity.id));
  return (date: string) => {
    const ofDay = new Map<string, AttendanceRow>(rows.filter((row) => row.date === date).map((row) => [row.childId, row]));
    return staffingFor(loaded, date, ofDay, staff.find((row) => row.date === date)?.staffCount ?? null, today);
  };
}

export async function plaineDaysSummary(
  db: Db,
  cipher: FieldCipher,
  activityId: string,
  today = brusselsToday(),
): Promise<PlaineDaysResponse> {
  const loaded = await loadActivity(db, cipher, activityId);
  const staffingOn = await staffingByDay(db, loaded, today);
  return {
    days: loaded.weekdays.map((date) => {
      const off = loaded.daysOff.includes(date);
      return { date, off, staffing: off ? null : staffingOn(date) };
    }),
  };
}

export async function todayOnTheGround(db: Db, cipher: FieldCipher, today: string): Promise<TodayOnTheGround> {
  const running = await db
    .select({ id: activities.id })
    .from(activities)
    .where(and(isNull(activities.deletedAt), lte(activities.startDate, today), gte(activities.endDate, today)))
    .orderBy(activities.startDate);
  const onTheGround: TodayOnTheGround["plaines"] = [];
  for (const { id } of running) {
    const loaded = await loadActivity(db, cipher, id);
    if (!loaded.days.includes(today)) continue;
    onTheGround.push({ id, title: loaded.activity.title, staffing: (await staffingByDay(db, loaded, today))(today) });
  }
  return { date: today, plaines: onTheGround };
}
