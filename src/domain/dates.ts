import { format } from "date-fns";
import { fr } from "date-fns/locale";

/** Plaines run in Belgium: "today" is always the calendar date in Brussels, whatever the server's zone. */
export const BRUSSELS_TIME_ZONE = "Europe/Brussels";

const brusselsDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BRUSSELS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (YYYY-MM-DD) in Brussels at the given instant. */
export function brusselsToday(now: Date = new Date()): string {
  return brusselsDateFormat.format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Adds days to a YYYY-MM-DD date, staying in calendar dates (no time zone involved). */
export function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first of a month as French writes it: "1er août", never "1 août" (docs/french.md). */
export function firstOfMonthFr(text: string): string {
  return text.replace(/(^|\s)1(?=[\s\u00a0]\p{L})/gu, "$11er");
}

function formatDay(y: number, m: number, d: number, pattern: string): string {
  return firstOfMonthFr(format(new Date(y, m - 1, d), pattern, { locale: fr }));
}

/** 'd MMMM yyyy' in French, e.g. "7 juillet 2027", "1er août 2027". Accepts a calendar date or a full timestamp. */
export function formatDateFr(value: string): string {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number);
  return formatDay(y, m, d, "d MMMM yyyy");
}

/** A day as a heading names it, weekday first: "Mardi 7 juillet", "Mercredi 1er juillet". */
export function formatWeekdayFr(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split("-").map(Number);
  const text = formatDay(y, m, d, "EEEE d MMMM");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A calendar day in figures, day first: "06/07/2026" (the exports, the cash book's lines). */
export function formatDateNumericFr(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/**
 * A range as a person writes it (docs/french.md): "du 17 au 21 janvier 2027", the month and the year
 * named once when both dates share them ("du 28 juin au 2 juillet 2027", "du 28 décembre 2026 au
 * 3 janvier 2027"); a single day reads "7 juillet 2027".
 */
export function formatDateRangeFr(start: string, end: string): string {
  const [from, to] = [start.slice(0, 10), end.slice(0, 10)];
  if (from === to) return formatDateFr(from);
  const [y, m, d] = from.split("-").map(Number);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const shown = !sameYear ? "d MMMM yyyy" : from.slice(0, 7) === to.slice(0, 7) ? "d" : "d MMMM";
  return `du ${d === 1 && shown === "d" ? "1er" : formatDay(y, m, d, shown)} au ${formatDateFr(to)}`;
}
