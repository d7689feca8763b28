/** Plaines welcome children from 2.5 to 14 years, in half-year steps. */
export const AGE_MIN = 2.5;
export const AGE_MAX = 14;

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
