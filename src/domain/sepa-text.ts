/**
 * What a SEPA credit-transfer file of refunds (pain.001) says, as rules shared by the server that
 * writes it and the bank page that shows it: the characters a bank accepts, the reason of a
 * refund, the day the transfers are asked for, the file's name.
 */
import { addDaysIso } from "./dates.ts";

/**
 * The Latin characters every SEPA bank accepts (EPC's basic set): letters and digits without
 * accents, space and / - ? : ( ) . , ' +. Anything else is written with them (é → e, ß → ss,
 * & → +) or left out; spaces are collapsed, the text cut to `max` characters.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .replace(/[ßẞ]/g, "ss")
    .replace(/[æÆ]/g, (c) => (c === "æ" ? "ae" : "AE"))
    .replace(/[œŒ]/g, (c) => (c === "œ" ? "oe" : "OE"))
    .replace(/[øØ]/g, (c) => (c === "ø" ? "o" : "O"))
    .replace(/[łŁ]/g, (c) => (c === "ł" ? "l" : "L"))
    .replace(/[đĐ]/g, (c) => (c === "đ" ? "d" : "D"))
    .replace(/[þÞ]/g, (c) => (c === "þ" ? "th" : "TH"))
    .replace(/&/g, "+")
    .replace(/[‘’`´]/g, "'")
    .replace(/[«»“”"]/g, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
  return latin
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

/** A creditor's name in a file: 70 characters at most. */
export const SEPA_NAME_MAX = 70;
/** The unstructured remittance information: 140 characters at most. */
const SEPA_REMITTANCE_MAX = 140;

/** What the transfer says to the family: "Remboursement Plaine d'ete 1a2b3c4d", within 140 characters. */
export function refundRemittance(activityTitle: string | null, reference: string | null): string {
  const suffix = reference ? ` ${sepaText(reference, 35)}` : "";
  const title = activityTitle ? sepaText(activityTitle, SEPA_REMITTANCE_MAX - "Remboursement ".length - suffix.length) : "";
  return sepaText(["Remboursement", title].filter(Boolean).join(" ") + suffix, SEPA_REMITTANCE_MAX);
}

/** Why a sum is given back, from what the credit and its payment say. */
export type RefundReason = "overpaid" | "cancelled" | "price_lowered";

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  overpaid: "Versé en trop",
  cancelled: "Inscription annulée",
  price_lowered: "Prix revu à la baisse",
};

/** A registration of the payment a refunded credit went to, as the reason reads it. */
export interface RefundedRegistration {
  status: string;
  priceCents: number;
  /** Set when an administrator set its price (null: the price of the day). */
  priceReason: string | null;
}

/**
 * Why the credit has a sum to give back: a registration cancelled (or the places given back after
 * it was paid), a price an administrator lowered, or else more received than was due.
 */
export function refundReason(
  payment: { unitPriceCents: number; refundDue: boolean; registrations: RefundedRegistration[] } | null,
): RefundReason {
  if (!payment) return "overpaid";
  if (payment.refundDue || payment.registrations.some((registration) => registration.status === "cancelled")) return "cancelled";
  const lowered = payment.registrations.some(
    (registration) => registration.priceReason !== null && registration.priceCents < payment.unitPriceCents,
  );
  return lowered ? "price_lowered" : "overpaid";
}

/** Easter Sunday of a year (Gregorian, anonymous algorithm), as YYYY-MM-DD. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Whether the euro's transfers settle on a day (TARGET2): not a Saturday or Sunday, nor New Year's
 * Day, Good Friday, Easter Monday, 1 May, 25 or 26 December.
 */
export function isSepaBusinessDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = isoDate.slice(5);
  if (["01-01", "05-01", "12-25", "12-26"].includes(monthDay)) return false;
  const easter = easterSunday(Number(isoDate.slice(0, 4)));
  return isoDate !== addDaysIso(easter, -2) && isoDate !== addDaysIso(easter, 1);
}

/** The execution date a file asks for: today when the banks work, else their next working day. */
export function refundExecutionDate(today: string): string {
  let day = today;
  while (!isSepaBusinessDay(day)) day = addDaysIso(day, 1);
  return day;
}

/** The name a refund file is downloaded under: "remboursements-2026-11-28-1.xml" (the day's first). */
export function refundFileName(day: string, number: number): string {
  return `remboursements-${day}-${number}.xml`;
}

/** "28/11": the day a file was made, as the refund list names it. */
export function shortDateFr(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;
}
