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
