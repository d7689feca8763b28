/** The staffing figures beyond one day's check-in: every day of a plaine, and the plaines running today. */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { PlaineDaysResponse, TodayOnTheGround } from "../../../../domain/contracts/admin-presences.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityStaffDays, attendance } from "../../../db/schema.ts";
import { wasPresent } from "../../../../domain/plaine/attendance.ts";
import { countChildDays } from "../../../../domain/plaine/staffing-norms.ts";
import { loadActivity, type LoadedActivity } from "./plaine.ts";
import { staffingFor, staffingNormsOf, staffPresenceTimesOf, type AttendanceRow } from "./roster.ts";

async function staffingByDay(db: Db, loaded: LoadedActivity, today: string) {
  const norms = await staffingNormsOf(db);
  const rows = await db.select().from(attendance).where(eq(attendance.activityId, loaded.activity.id));
  const staff = await db.select().from(activityStaffDays).where(eq(activityStaffDays.activityId, loaded.activity.id));
  const team = await staffPresenceTimesOf(db, loaded.activity.id);
  const staffingOn = (date: string) => {
    const ofDay = new Map<string, AttendanceRow>(rows.filter((row) => row.date === date).map((row) => [row.childId, row]));
    const teamOfDay = team.filter((row) => row.date === date);
    return staffingFor(norms, loaded, date, ofDay, staff.find((row) => row.date === date)?.staffCount ?? null, today, teamOfDay);
  };
  return { staffingOn, rows };
}

/** The child-days of the plaine's running days: each child who came (gone home since or not), by age on the day. */
function childDaysOf(loaded: LoadedActivity, rows: readonly AttendanceRow[]) {
  const birthDates = new Map(loaded.children.map((child) => [child.id, child.birthDate]));
  const running = new Set(loaded.days);
  return countChildDays(
    rows.flatMap((row) => {
      const birthDate = birthDates.get(row.childId);
      return birthDate && running.has(row.date) && wasPresent(row.status) ? [{ childId: row.childId, date: row.date, birthDate }] : [];
    }),
  );
}

export async function plaineDaysSummary(
  db: Db,
  cipher: FieldCipher,
  activityId: string,
  today = brusselsToday(),
): Promise<PlaineDaysResponse> {
  const loaded = await loadActivity(db, cipher, activityId);
  const { staffingOn, rows } = await staffingByDay(db, loaded, today);
  return {
    days: loaded.weekdays.map((date) => {
      const off = loaded.daysOff.includes(date);
      return { date, off, staffing: off ? null : staffingOn(date) };
    }),
    childDays: childDaysOf(loaded, rows),
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
    onTheGround.push({ id, title: loaded.activity.title, staffing: (await staffingByDay(db, loaded, today)).staffingOn(today) });
  }
  return { date: today, plaines: onTheGround };
}
