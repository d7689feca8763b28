/**
 * Belgian phone numbers as parents type them ("0470 12 34 56", "+32 (0)81/22.33.44",
 * "0032 2 123 45 67"), kept in one form (E.164, "+32470123456") and shown grouped ("+32 470 12 34 56").
 * A number of another country is accepted when typed with its "+" prefix, and kept as typed digits.
 */

export const PHONE_INVALID = "Numéro de téléphone invalide (ex.\u00a0: 0470 12 34 56 ou +32 470 12 34 56)";

/** Area codes of one digit (Brussels, Antwerp, Liège, Ghent): the rest of the fixed network uses two. */
const ONE_DIGIT_AREAS = new Set(["2", "3", "4", "9"]);

/** The number in E.164, or null when it cannot be a Belgian (or "+"-prefixed foreign) number. */
export function normalizePhone(typed: string): string | null {
  const compact = typed
    .trim()
    .replace(/\(0\)/g, "")
    .replace(/[\s./()-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith("+32")) national = compact.slice(3);
  else if (compact.startsWith("0032")) national = compact.slice(4);
  else if (compact.startsWith("+") || compact.startsWith("00")) {
    const digits = compact.replace(/^(\+|00)/, "");
    return digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0") ? `+${digits}` : null;
  } else if (compact.startsWith("0")) national = compact.slice(1);
  else return null;
  // Mobiles: 4xx xx xx xx (9 digits, 45 to 49); fixed lines: 8 digits, never starting with 0, nor
  // with 45 to 49 (a mobile missing a digit). Liège's are 4 and seven digits ("04 223 45 67").
  const mobile = /^4[5-9]\d{7}$/.test(national);
  const fixed = /^[1-9]\d{7}$/.test(national) && !/^4[5-9]/.test(national);
  return mobile || fixed ? `+32${national}` : null;
}

/** A normalised number as people read it: "+32 470 12 34 56", "+32 2 123 45 67", "+32 81 22 33 44". */
export function formatPhone(e164: string): string {
  if (!e164.startsWith("+32")) return e164;
  const national = e164.slice(3);
  const pairs = (digits: string) => digits.match(/\d{1,2}/g)?.join(" ") ?? digits;
  if (national.length === 9) return `+32 ${national.slice(0, 3)} ${pairs(national.slice(3))}`;
  if (ONE_DIGIT_AREAS.has(national[0])) return `+32 ${national[0]} ${national.slice(1, 4)} ${pairs(national.slice(4))}`;
  return `+32 ${national.slice(0, 2)} ${pairs(national.slice(2))}`;
}
