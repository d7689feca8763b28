/**
 * How many monitors ONE requires (décret du 17 mai 1999 relatif aux centres de vacances, quoted
 * in the reference §4): one per 8 children when one or more is under 6, otherwise one per 12.
 */

export const CHILDREN_PER_MONITOR_WITH_UNDER_SIX = 8;
export const CHILDREN_PER_MONITOR = 12;
const SIX_YEARS_IN_MONTHS = 72;

/** The number of monitors for these children, given each child's age in months on the day. */
export function requiredMonitors(agesInMonths: readonly number[]): number {
  if (agesInMonths.length === 0) return 0;
  const anyUnderSix = agesInMonths.some((months) => months < SIX_YEARS_IN_MONTHS);
  return Math.ceil(agesInMonths.length / (anyUnderSix ? CHILDREN_PER_MONITOR_WITH_UNDER_SIX : CHILDREN_PER_MONITOR));
}

export interface StaffingOfDay {
  expectedChildren: number;
  presentChildren: number;
  requiredForExpected: number;
  requiredForPresent: number;
  /** Monitors the administrator entered for the day; null when not entered. */
  staffCount: number | null;
  /** Entered and below what the children expected need. */
  belowRequired: boolean;
}

export function staffingOfDay(expectedAges: readonly number[], presentAges: readonly number[], staffCount: number | null): StaffingOfDay {
  const requiredForExpected = requiredMonitors(expectedAges);
  const requiredForPresent = requiredMonitors(presentAges);
  return {
    expectedChildren: expectedAges.length,
    presentChildren: presentAges.length,
    requiredForExpected,
    requiredForPresent,
    staffCount,
    belowRequired: staffCount !== null && staffCount < Math.max(requiredForExpected, requiredForPresent),
  };
}

/** The French sentence of the warning, or null when the count is enough or not entered. */
export function staffingWarning(staffing: StaffingOfDay): string | null {
  if (!staffing.belowRequired || staffing.staffCount === null) return null;
  const needed = Math.max(staffing.requiredForExpected, staffing.requiredForPresent);
  return `Encadrement insuffisant : ${staffing.staffCount} animateur${staffing.staffCount > 1 ? "s" : ""} pour ${needed} requis par l'ONE.`;
}
