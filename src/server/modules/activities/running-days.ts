import { eq } from "drizzle-orm";
import { plaineDays } from "../../../domain/plaine/days.ts";
import type { Db } from "../../db/client.ts";
import { activityDaysOff } from "../../db/schema.ts";

/** The days a plaine runs: its weekdays from start to end, without the days off its organiser set. */
export async function runningDays(db: Db, plaine: { id: string; startDate: string; endDate: string }): Promise<string[]> {
  const off = await db.select({ date: activityDaysOff.date }).from(activityDaysOff).where(eq(activityDaysOff.activityId, plaine.id));
  return plaineDays(
    plaine.startDate,
    plaine.endDate,
    off.map((row) => row.date),
  );
}
