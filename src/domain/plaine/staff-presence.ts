/**
 * The team's presence on a day of a plaine (decision 0063, amendment "the team's presence"): each
 * person's arrival and departure, tapped on the check-in. What "present" means:
 * - today or a day to come, live: arrived and not yet left (a person marked 'Départ' no longer
 *   counts, as a child gone home);
 * - a day over: arrived that day, left since or not (what the day is counted on, as the children
 *   who came).
 * A day with no arrival has no checked-in staff (null): the number an administrator entered counts.
 */

export interface StaffPresenceTimes {
  arrivedAt: string | Date | null;
  leftAt: string | Date | null;
}

/** The team counted on the day, or null when nobody of the team was checked in. */
export function staffCheckedIn(rows: readonly StaffPresenceTimes[], past: boolean): number | null {
  const arrived = rows.filter((row) => row.arrivedAt !== null);
  if (arrived.length === 0) return null;
  return past ? arrived.length : arrived.filter((row) => row.leftAt === null).length;
}

export const STAFF_PRESENCE_ACTIONS = ["arrive", "leave", "cancel"] as const;
export type StaffPresenceAction = (typeof STAFF_PRESENCE_ACTIONS)[number];
