import { BRUSSELS_TIME_ZONE, firstOfMonthFr } from "./dates.ts";

const dateFormat = new Intl.DateTimeFormat("fr-BE", { timeZone: BRUSSELS_TIME_ZONE, day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("fr-BE", { timeZone: BRUSSELS_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * An instant as read in Belgium, e.g. "7 juillet 2027 à 14:05", "1er août 2027 à 09:00", whatever the zone of the
 * computer showing it (sending times, payment dates).
 */
export function formatDateTimeFr(instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return `${firstOfMonthFr(dateFormat.format(date))} à ${timeFormat.format(date)}`;
}

/** The time of an instant in Belgium, "08:05": arrivals and departures on the check-in. */
export function formatTimeFr(instant: string | Date): string {
  return timeFormat.format(typeof instant === "string" ? new Date(instant) : instant);
}

const dayAndMonth = new Intl.DateTimeFormat("fr-BE", { timeZone: BRUSSELS_TIME_ZONE, day: "numeric", month: "long" });

/** "1er mars à 20:00", "15 juin à 09:30": an instant in Belgium as a French sentence names a day of this year. */
export function formatDayTimeFr(instant: string | Date): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  return `${firstOfMonthFr(dayAndMonth.format(date))} à ${timeFormat.format(date)}`;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const brusselsParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: BRUSSELS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The calendar date and the time of day (YYYY-MM-DD, HH:MM, or HH:MM:SS when its seconds are not 0) of an instant in Brussels. */
export function brusselsDateTime(instant: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    brusselsParts.formatToParts(typeof instant === "string" ? new Date(instant) : instant).map((part) => [part.type, part.value]),
  );
  const seconds = parts.second === "00" ? "" : `:${parts.second}`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}${seconds}` };
}

/** How far Brussels' clocks are ahead of UTC at an instant, in ms (1 or 2 hours). */
function brusselsOffsetMs(epochMs: number): number {
  const { date, time } = brusselsDateTime(new Date(epochMs));
  const [y, m, d] = date.split("-").map(Number);
  const [h, min, sec = 0] = time.split(":").map(Number);
  return Date.UTC(y, m - 1, d, h, min, sec) - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a Brussels calendar date and time of day (YYYY-MM-DD, HH:MM or HH:MM:SS) name,
 * whatever the zone of the computer: "2027-03-01", "20:00" is 19:00 UTC. A time the spring change
 * skips (02:30 on its Sunday) is read an hour later, as clocks show it.
 */
export function brusselsInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min, sec = 0] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min, sec);
  const first = wall - brusselsOffsetMs(wall);
  const second = wall - brusselsOffsetMs(first);
  return new Date(second);
}

/**
 * The instant of a time typed as on a Brussels clock on a calendar date ("2026-07-06", "08:30" →
 * "2026-07-06T06:30:00.000Z"); null when the time is no HH:MM.
 */
export function typedBrusselsInstant(date: string, time: string): string | null {
  return TIME_OF_DAY.test(time) ? brusselsInstant(date, time).toISOString() : null;
}
