/**
 * What French display looks like, written independently of the app's own formatters so a
 * formatting regression shows up: "75,00 €" (Intl puts a no-break space before the euro sign)
 * and "7 juillet 2027".
 */
const FRENCH_MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** 7500 cents -> /75,00\s€/ (any kind of space before €). */
export function euroPattern(cents: number): RegExp {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  const whole = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, "[\\s.]?");
  return new RegExp(`(?<![\\d,])${whole},${rest}[\\s\\u00a0\\u202f]€`);
}

/** "2027-07-07" -> "7 juillet 2027", "2027-08-01" -> "1er août 2027" */
export function frenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  return `${day === 1 ? "1er" : day} ${FRENCH_MONTHS[month - 1]} ${year}`;
}

/** 2.5 -> "2,5" */
export function frenchNumber(value: number): string {
  return String(value).replace(".", ",");
}

/** "2,5 - 6 ans", or "5 ans" when both bounds agree. */
export function ageRangeText({ min, max }: { min: number; max: number }): string {
  return min === max ? `${frenchNumber(min)} ans` : `${frenchNumber(min)} - ${frenchNumber(max)} ans`;
}

export { escape as escapeRegExp };
