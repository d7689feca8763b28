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
  /** On the ground: arrived and not gone home (a child marked 'Parti' is no longer counted). */
  presentChildren: number;
  /** Came that day, gone home since or not: what a past day is counted on. */
  attendedChildren: number;
  requiredForExpected: number;
  requiredForPresent: number;
  requiredForAttended: number;
  /** The day is over: its warning weighs the children who came, no longer those expected. */
  past: boolean;
  /** Monitors the administrator entered for the day; null when not entered. */
  staffCount: number | null;
  /** Entered and below what the day needs (`requiredStaff`). */
  belowRequired: boolean;
}

/** Each child's age in months on the day: those expected, those on the ground, those who came. */
export interface AgesOfDay {
  expected: readonly number[];
  present: readonly number[];
  attended: readonly number[];
}

/**
 * What the ONE's ratio asks of a day: once it is over, by the children who actually came; today
 * or a day to come, by those expected or present, whichever asks more (children may still come).
 */
function requiredStaff(staffing: Omit<StaffingOfDay, "belowRequired">): number {
  return staffing.past ? staffing.requiredForAttended : Math.max(staffing.requiredForExpected, staffing.requiredForPresent);
}

export function staffingOfDay(ages: AgesOfDay, staffCount: number | null, past: boolean): StaffingOfDay {
  const figures = {
    expectedChildren: ages.expected.length,
    presentChildren: ages.present.length,
    attendedChildren: ages.attended.length,
    requiredForExpected: requiredMonitors(ages.expected),
    requiredForPresent: requiredMonitors(ages.present),
    requiredForAttended: requiredMonitors(ages.attended),
    past,
    staffCount,
  };
  return { ...figures, belowRequired: staffCount !== null && staffCount < requiredStaff(figures) };
}

/** The French sentence of the warning, or null when the count is enough or not entered. */
export function staffingWarning(staffing: StaffingOfDay): string | null {
  if (!staffing.belowRequired || staffing.staffCount === null) return null;
  return `Encadrement insuffisant\u00a0: ${staffing.staffCount} animateur${staffing.staffCount > 1 ? "s" : ""} pour ${requiredStaff(staffing)} requis par l'ONE.`;
}
