/**
 * A day's staffing: the animateurs the plaine's norms ask (staffing-norms.ts, decision 0059) for
 * the children expected, on the ground and who came, against the count an administrator enters.
 */
import { animateursNeeded, staffingNorms, type StaffingNormsId } from "./staffing-norms.ts";

export interface StaffingOfDay {
  /** The norms the figures follow (the association's setting). */
  norms: StaffingNormsId;
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
  /**
   * The staff the day is weighed by: the team checked in on the check-in once one person of the
   * team is (staff-presence.ts: present now, or once the day is over, who came), otherwise the
   * number an administrator entered; null when neither.
   */
  staffCount: number | null;
  /** Where `staffCount` comes from: 'checked-in' (the team's arrivals), 'entered' (the number typed), null (neither). */
  staffSource: "checked-in" | "entered" | null;
  /** The number an administrator entered for the day (kept for associations without staff accounts); null when not entered. */
  enteredStaffCount: number | null;
  /** Entered and below what the day needs (`requiredStaff`). */
  belowRequired: boolean;
}

/** Each child's age in months on the day, group by group: those expected, those on the ground, those who came. */
export interface AgesOfDay {
  expected: readonly (readonly number[])[];
  present: readonly (readonly number[])[];
  attended: readonly (readonly number[])[];
}

/**
 * What the norms ask of a day: once it is over, by the children who actually came; today or a day
 * to come, by those expected or present, whichever asks more (children may still come).
 */
function requiredStaff(staffing: Omit<StaffingOfDay, "belowRequired">): number {
  return staffing.past ? staffing.requiredForAttended : Math.max(staffing.requiredForExpected, staffing.requiredForPresent);
}

const childrenIn = (groups: readonly (readonly number[])[]) => groups.reduce((sum, group) => sum + group.length, 0);

/**
 * `enteredStaffCount`: the number an administrator typed; `checkedIn`: the team checked in
 * (`staffCheckedIn`), null when nobody was, which then leaves the entered number to count.
 */
export function staffingOfDay(
  normsId: StaffingNormsId,
  ages: AgesOfDay,
  enteredStaffCount: number | null,
  past: boolean,
  checkedIn: number | null = null,
): StaffingOfDay {
  const norms = staffingNorms(normsId);
  const staffCount = checkedIn ?? enteredStaffCount;
  const staffSource = checkedIn !== null ? "checked-in" : enteredStaffCount !== null ? "entered" : null;
  const figures = {
    norms: normsId,
    expectedChildren: childrenIn(ages.expected),
    presentChildren: childrenIn(ages.present),
    attendedChildren: childrenIn(ages.attended),
    requiredForExpected: animateursNeeded(norms, ages.expected),
    requiredForPresent: animateursNeeded(norms, ages.present),
    requiredForAttended: animateursNeeded(norms, ages.attended),
    past,
    staffCount,
    staffSource,
    enteredStaffCount,
  } as const;
  return { ...figures, belowRequired: staffCount !== null && staffCount < requiredStaff(figures) };
}

/** The French sentence of the warning, naming the rule, or null when the count is enough or not entered. */
export function staffingWarning(staffing: StaffingOfDay): string | null {
  if (!staffing.belowRequired || staffing.staffCount === null) return null;
  const norms = staffingNorms(staffing.norms);
  const counted = `${staffing.staffCount} animateur${staffing.staffCount > 1 ? "s" : ""}`;
  const entered = staffing.staffSource === "checked-in" ? `${counted} pointé${staffing.staffCount > 1 ? "s" : ""}` : counted;
  return `Encadrement insuffisant\u00a0: ${entered} pour ${requiredStaff(staffing)} requis par ${norms.source} (${norms.rule}).`;
}
