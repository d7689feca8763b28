/**
 * The Belgian company number (numéro d'entreprise BCE / KBO), which an association (ASBL) has and
 * prints on its tax certificates: ten digits starting with 0 or 1, the two last a check,
 *
 *   check = 97 - (the eight first digits mod 97).
 *
 * Older nine-digit numbers take a leading 0. Stored as the ten digits, shown as 0123.456.749.
 */
export const COMPANY_NUMBER_INVALID = "Le numéro d'entreprise (BCE) n'est pas valide (10 chiffres, par ex. 0123.456.749)";

/** The ten digits of a number typed either way (BE prefix, dots, spaces), or null when it is not one. */
export function parseCompanyNumber(value: string): string | null {
  let digits = value
    .trim()
    .replace(/^BE/i, "")
    .replace(/[\s.-]/g, "");
  if (/^\d{9}$/.test(digits)) digits = `0${digits}`;
  if (!/^[01]\d{9}$/.test(digits)) return null;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8)) ? digits : null;
}

/** "0123.456.749" from the ten digits. */
export function formatCompanyNumber(digits: string): string {
  if (!/^\d{10}$/.test(digits)) throw new RangeError("a company number has 10 digits");
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}
