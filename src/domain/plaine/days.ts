/**
 * A plaine's days: its weekdays from the first to the last day, less the days an administrator
 * marked off (a public holiday, a day the hall is taken). Calendar dates, YYYY-MM-DD.
 */
import { addDaysIso } from "../dates.ts";

/** Monday to Friday: plaines do not run at the weekend. */
export function isWeekday(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** Every weekday from start to end, both included (the days an administrator may mark off). */
export function weekdaysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDaysIso(day, 1)) if (isWeekday(day)) days.push(day);
  return days;
}

/** The days the plaine runs. */
export function plaineDays(startDate: string, endDate: string, daysOff: readonly string[]): string[] {
  const off = new Set(daysOff);
  return weekdaysBetween(startDate, endDate).filter((day) => !off.has(day));
}

/** The day the check-in opens on: today while the plaine runs, else its nearest running day. */
export function defaultCheckInDay(days: readonly string[], today: string): string | null {
  if (days.length === 0) return null;
  if (days.includes(today)) return today;
  return days.find((day) => day > today) ?? days[days.length - 1];
}
