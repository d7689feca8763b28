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

export const NOT_A_PLAINE_DAY = "Ce jour ne fait pas partie de la plaine";

export const START_ON_WEEKDAY = "La nouvelle date de début doit tomber un jour de semaine (du lundi au vendredi)";

/**
 * The dates of a plaine copied to a new first day (a 'Dupliquer'): as many weekdays as the
 * original counts from its first to its last day (its days off included: they were that year's
 * holidays), counted from `newStart`, so a Monday-to-Friday fortnight stays one. A new start at the
 * weekend gives null (`START_ON_WEEKDAY` says why); an original without a weekday keeps its length in days.
 */
export function followingDates(startDate: string, endDate: string, newStart: string): { startDate: string; endDate: string } | null {
  const count = weekdaysBetween(startDate, endDate).length;
  if (count === 0) {
    const length = Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000);
    return { startDate: newStart, endDate: addDaysIso(newStart, length) };
  }
  if (!isWeekday(newStart)) return null;
  let endDateOfCopy = newStart;
  for (let left = count - 1; left > 0;) {
    endDateOfCopy = addDaysIso(endDateOfCopy, 1);
    if (isWeekday(endDateOfCopy)) left -= 1;
  }
  return { startDate: newStart, endDate: endDateOfCopy };
}
