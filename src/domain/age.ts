/** A plaine's age range stays within these bounds (spec §5). */
export const ACTIVITY_AGE_MIN = 2.5;
export const ACTIVITY_AGE_MAX = 14;

/** Plaine age ranges go in half-year steps (2.5, 3, 3.5 …). */
export function isHalfYearStep(age: number): boolean {
  return Number.isFinite(age) && Number.isInteger(age * 2);
}

const ageNumber = new Intl.NumberFormat("fr-BE", { maximumFractionDigits: 1 });

export interface AgeRange {
  min: number;
  max: number;
}

/** 'N ans' when both bounds agree, else 'min - max ans' (French decimal comma: "2,5 - 6 ans"). */
export function formatAgeRange({ min, max }: AgeRange): string {
  return min === max ? `${ageNumber.format(min)} ans` : `${ageNumber.format(min)} - ${ageNumber.format(max)} ans`;
}

/** Completed years and months between a birth date and a day (both YYYY-MM-DD, calendar dates). */
export interface AgeOnDay {
  years: number;
  months: number;
}

export function ageOn(birthDate: string, day: string): AgeOnDay {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  // A month is completed on the same day of the month; a child born on the 31st completes it
  // on the last day of shorter months.
  const lastDayOfMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  let months = (y - by) * 12 + (m - bm);
  if (d < Math.min(bd, lastDayOfMonth)) months -= 1;
  months = Math.max(0, months);
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** "6 ans", "6 ans et 3 mois", "1 an et 1 mois". */
export function formatAge({ years, months }: AgeOnDay): string {
  const yearPart = `${years} ${years === 1 ? "an" : "ans"}`;
  return months === 0 ? yearPart : `${yearPart} et ${months} mois`;
}

/** An age counted in completed half-years, as a plaine's range reads it: 6 years and 5 months is 6, 6 and 6 months is 6.5. */
export function inHalfYears({ years, months }: AgeOnDay): number {
  return Math.floor((years * 12 + months) / 6) / 2;
}

/** Whether an age in completed half-years (see inHalfYears) is within a plaine's range, both bounds included. */
export function isWithinAgeRange(halfYears: number, range: AgeRange): boolean {
  return halfYears >= range.min && halfYears <= range.max;
}

export type AgeFit = { fits: true } | { fits: false; reason: "too_young" | "too_old"; message: string };

/**
 * Whether a child's age at the first day of a plaine fits its range. Ranges are in half-year
 * steps, so the age is counted in completed half-years: a "6 - 12 ans" plaine takes a child
 * from the day they turn 6 until the day they turn 12 and a half; "2,5 ans" means 30 months.
 * The message names the child, so a refusal of several children says which one.
 */
export function ageFit(firstName: string, birthDate: string, startDate: string, range: AgeRange): AgeFit {
  const age = ageOn(birthDate, startDate);
  const halfYears = inHalfYears(age);
  if (halfYears < range.min) {
    return {
      fits: false,
      reason: "too_young",
      message: `${firstName} aura ${formatAge(age)} au début de la plaine\u00a0: l'âge minimum est de ${ageNumber.format(range.min)} ans.`,
    };
  }
  if (halfYears > range.max) {
    return {
      fits: false,
      reason: "too_old",
      message: `${firstName} aura ${formatAge(age)} au début de la plaine\u00a0: l'âge maximum est de ${ageNumber.format(range.max)} ans.`,
    };
  }
  return { fits: true };
}
