/**
 * Belgian structured communication ("communication structurée", OGM/VCS), the reference a
 * bank transfer carries so the payment is matched without reading free text:
 *
 *   +++DDD/DDDD/DDDDD+++  = 10 digits of our choice + 2 check digits,
 *   check = (first ten digits) mod 97, and 97 when that is 0.
 *
 * Stored as the 12 digits; shown formatted; the EPC QR code carries the 12 digits.
 */
const BASE_LIMIT = 10_000_000_000; // ten digits

function checkDigits(base: number): string {
  const remainder = base % 97;
  return String(remainder === 0 ? 97 : remainder).padStart(2, "0");
}

/** The 12 digits for a ten-digit number (0 to 9 999 999 999). */
export function structuredCommunicationFromNumber(base: number): string {
  if (!Number.isSafeInteger(base) || base < 0 || base >= BASE_LIMIT) {
    throw new RangeError("a structured communication is built from a number of at most ten digits");
  }
  return String(base).padStart(10, "0") + checkDigits(base);
}

/** The 12 digits of a communication written either way, or null when it is not one. */
export function parseStructuredCommunication(value: string): string | null {
  const match = /^\s*(?:\+\+\+|\*\*\*)?\s*(\d{3})\s*\/?\s*(\d{4})\s*\/?\s*(\d{5})\s*(?:\+\+\+|\*\*\*)?\s*$/.exec(value);
  if (!match) return null;
  const digits = match[1] + match[2] + match[3];
  return checkDigits(Number(digits.slice(0, 10))) === digits.slice(10) ? digits : null;
}

/** "+++123/4567/89002+++" from its 12 digits. */
export function formatStructuredCommunication(digits: string): string {
  if (!/^\d{12}$/.test(digits)) throw new RangeError("a structured communication has 12 digits");
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}
