/**
 * A person of the team's available days on a plaine (decision 0063, amendment "the team's
 * availabilities"): days the plaine runs, set by the person as a whole set. A day before today is
 * kept as it was, whatever is sent: the plan of a past day no longer moves on it.
 */
import { formatWeekdayFr } from "../dates.ts";

/** The days sent, checked against the plaine's running days: the first one it does not run, or null. */
export function dayNotOfPlaine(runningDays: readonly string[], asked: readonly string[]): string | null {
  const running = new Set(runningDays);
  return asked.find((day) => !running.has(day)) ?? null;
}

/** Whether the person may still change a day: today and the days after. */
export function isAvailabilityOpen(day: string, today: string): boolean {
  return day >= today;
}

/**
 * The set once the days asked replace it: the days before today as they were, the others as asked
 * (every day asked is one the plaine runs: `dayNotOfPlaine` refuses the others first). Sorted.
 */
export function replacedAvailability(current: readonly string[], asked: readonly string[], today: string): string[] {
  const kept = current.filter((day) => !isAvailabilityOpen(day, today));
  const changed = asked.filter((day) => isAvailabilityOpen(day, today));
  return [...new Set([...kept, ...changed])].sort();
}

/** A day as the availabilities name it, weekday first, in lower case: "mardi 7 juillet", "mercredi 1er juillet". */
export function availabilityDayLabel(day: string): string {
  const text = formatWeekdayFr(day);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const notAvailableOn = (name: string, day: string) => `${name} n'est pas disponible le ${availabilityDayLabel(day)}`;

/**
 * The people planned on a day they did not say they are available, once a day each (whatever the
 * number of their groups that day), in the plan's order: a warning, never a refusal (the
 * coordination may have agreed otherwise). A person who gave no day for the plaine is not warned
 * of: a team that does not use availabilities would see every cell of its plan in warning.
 */
export function unavailablePlanned(plan: {
  team: readonly { profileId: string; name: string }[];
  assignments: readonly { date: string; profileId: string }[];
  availability: readonly { profileId: string; dates: readonly string[] }[];
}): { date: string; profileId: string; message: string }[] {
  const available = new Set(plan.availability.flatMap((person) => person.dates.map((date) => `${person.profileId} ${date}`)));
  const gaveDays = new Set(plan.availability.filter((person) => person.dates.length > 0).map((person) => person.profileId));
  const seen = new Set<string>();
  const warnings: { date: string; profileId: string; message: string }[] = [];
  for (const cell of plan.assignments) {
    const key = `${cell.profileId} ${cell.date}`;
    if (!gaveDays.has(cell.profileId) || available.has(key) || seen.has(key)) continue;
    seen.add(key);
    const member = plan.team.find((person) => person.profileId === cell.profileId);
    if (member) warnings.push({ date: cell.date, profileId: cell.profileId, message: notAvailableOn(member.name, cell.date) });
  }
  return warnings;
}
