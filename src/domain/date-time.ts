import { BRUSSELS_TIME_ZONE } from "./dates.ts";

const dateFormat = new Intl.DateTimeFormat("fr-BE", { timeZone: BRUSSELS_TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("fr-BE", { timeZone: BRUSSELS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * An instant as read in Belgium, e.g. "7 juillet 2027 à 14:05", whatever the zone of the
 * computer showing it (sending times, payment dates).
 */
export function formatDateTimeFr(instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return `${dateFormat.format(date)} à ${timeFormat.format(date)}`;
}

/** The time of an instant in Belgium, "08:05": arrivals and departures on the check-in. */
export function formatTimeFr(instant: string | Date): string {
  return timeFormat.format(typeof instant === "string" ? new Date(instant) : instant);
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const brusselsClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: BRUSSELS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** How far a Brussels clock is ahead of UTC at an instant (one or two hours), in milliseconds. */
function brusselsOffset(ms: number): number {
  const part = Object.fromEntries(brusselsClock.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute) - Math.floor(ms / 60_000) * 60_000;
}

/** The instant a Brussels clock shows this hour and minute on a calendar date, whatever the zone of the computer. */
export function brusselsWallClock(date: string, hour: number, minute: number): Date {
  const [y, m, d] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // The offset at a first guess, then at the instant it gives: right on either side of a clock change.
  const guess = wall - brusselsOffset(wall);
  return new Date(wall - brusselsOffset(guess));
}

/**
 * The instant of a time typed as on a Brussels clock on a calendar date ("2026-07-06", "08:30" →
 * "2026-07-06T06:30:00.000Z"); null when the time is no HH:MM.
 */
export function brusselsInstant(date: string, time: string): string | null {
  const match = TIME_OF_DAY.exec(time);
  return match ? brusselsWallClock(date, Number(match[1]), Number(match[2])).toISOString() : null;
}
