/**
 * The Belgian national register number (numéro de registre national, NISS), asked for the tax
 * certificate 281.86 for the parent who paid and for the child:
 *
 *   YYMMDD SSS CC — birth date, a serial number, two check digits;
 *   CC = 97 - (the nine first digits mod 97) for someone born before 2000,
 *   CC = 97 - ("2" followed by the nine first digits mod 97) for someone born in 2000 or later.
 *
 * A "bis" number (given to someone not in the register) adds 20 or 40 to the month; a birth date
 * only partly known has 00 as month or day. Stored as the 11 digits, encrypted at rest; shown as
 * YY.MM.DD-SSS.CC.
 */
const NATIONAL_NUMBER_INVALID = "Le numéro de registre national n'est pas valide (11 chiffres, par ex. 85.07.30-033.28)";
/** Eleven digits with a possible date, whose check digits (the last two) are not theirs: a typo, most likely. */
const NATIONAL_NUMBER_CHECK_DIGITS = "Les deux derniers chiffres (chiffres de contrôle) ne correspondent pas\u00a0: vérifiez le numéro";
const NATIONAL_NUMBER_BIRTH_DATE_MISMATCH = "Le numéro de registre national ne correspond pas à la date de naissance";

function checkDigits(nineDigits: string, bornIn2000sOrLater: boolean): number {
  const base = BigInt((bornIn2000sOrLater ? "2" : "") + nineDigits);
  return 97 - Number(base % 97n);
}

interface NationalNumber {
  digits: string;
  /** The birth date's century the check digits prove: 1900 or 2000. */
  century: 1900 | 2000;
}

/** The 11 digits typed (any separators: spaces, dots, dashes) when their date part is possible, or null. */
function wellFormedDigits(value: string): string | null {
  const digits = value.replace(/[\s.\-/]/g, "");
  if (!/^\d{11}$/.test(digits)) return null;
  const month = Number(digits.slice(2, 4)) % 20;
  const day = Number(digits.slice(4, 6));
  return month > 12 || day > 31 ? null : digits;
}

/** The 11 digits and their century, whatever the separators typed (spaces, dots, dashes), or null. */
export function parseNationalNumber(value: string): NationalNumber | null {
  const digits = wellFormedDigits(value);
  if (!digits) return null;
  const nine = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  if (checkDigits(nine, true) === check) return { digits, century: 2000 };
  if (checkDigits(nine, false) === check) return { digits, century: 1900 };
  return null;
}

/**
 * Whether the number's date part is this birth date (YYYY-MM-DD). A bis number's month offset and
 * an unknown month or day (00) are accepted; the century proven by the check digits must match.
 */
export function nationalNumberMatchesBirthDate(number: NationalNumber, birthDate: string): boolean {
  const [year, month, day] = birthDate.split("-").map(Number);
  const numberYear = number.century + Number(number.digits.slice(0, 2));
  const numberMonth = Number(number.digits.slice(2, 4)) % 20;
  const numberDay = Number(number.digits.slice(4, 6));
  return numberYear === year && (numberMonth === 0 || numberMonth === month) && (numberDay === 0 || numberDay === day);
}

/** "85.07.30-033.28" from the 11 digits. */
export function formatNationalNumber(digits: string): string {
  if (!/^\d{11}$/.test(digits)) throw new RangeError("a national register number has 11 digits");
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}-${digits.slice(6, 9)}.${digits.slice(9)}`;
}

/**
 * What is wrong with a typed number, in French, or null when it is right (and, given a birth date,
 * theirs): not a number's shape (length, letters, an impossible date), check digits that do not
 * match the nine first digits, or another person's birth date.
 */
export function nationalNumberProblem(value: string, birthDate?: string): string | null {
  if (!wellFormedDigits(value)) return NATIONAL_NUMBER_INVALID;
  const number = parseNationalNumber(value);
  if (!number) return NATIONAL_NUMBER_CHECK_DIGITS;
  if (birthDate && !nationalNumberMatchesBirthDate(number, birthDate)) return NATIONAL_NUMBER_BIRTH_DATE_MISMATCH;
  return null;
}
