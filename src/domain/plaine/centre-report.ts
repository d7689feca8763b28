/**
 * The report of a centre de vacances for a plaine and a period (decision 0060): the days it was
 * open, the journées/enfants (child × day present) by age on the day, the distinct children, the
 * days with enough children for the ONE's subsidy, and day by day the animateurs the norms ask of
 * the children who came against those an administrator entered. No child is named in it.
 */
import { ageInMonths } from "./age-groups.ts";
import { animateursNeeded, countChildDays, type ChildDay, type StaffingNorms } from "./staffing-norms.ts";

/**
 * The ONE's subsidies start from 13 children (the 2009 reform, which lowered it from 15; reference
 * `belgium.md` §9, uvcw.be/actualites/3,22,2,0,3097.htm) and are counted on journées/enfants.
 */
export const SUBSIDY_MIN_CHILDREN = 13;

/** A child who came on a running day: who, when, born when, in which of the plaine's groups. */
export interface ReportAttendance extends ChildDay {
  /** Index into the plaine's groups (the norms that count group by group need it). */
  group: number;
}

/** The staffing of a day against the norms: enough, too few, or no count entered. */
export type ReportStaffing = "met" | "not-met" | "not-entered";

interface CentreReportDay {
  /** YYYY-MM-DD. */
  date: string;
  underSix: number;
  sixAndOver: number;
  children: number;
  /** The animateurs the norms ask of the children who came. */
  animateursRequired: number;
  /** The animateurs of the day: the team checked in when one was (those who came), else the number an administrator entered; null when neither. */
  animateursEntered: number | null;
  staffing: ReportStaffing;
}

interface CentreReportTotals {
  /** The running days of the period (days off left out). */
  daysOpen: number;
  childDaysUnderSix: number;
  childDaysSixAndOver: number;
  childDays: number;
  /** Children counted once however many days they came. */
  distinctChildren: number;
  /** Days with at least `SUBSIDY_MIN_CHILDREN` children present. */
  daysAtSubsidyThreshold: number;
  daysMet: number;
  daysNotMet: number;
  daysNotEntered: number;
}

export interface CentreReport {
  days: CentreReportDay[];
  totals: CentreReportTotals;
}

export interface CentreReportInput {
  norms: StaffingNorms;
  /** The plaine's running days in the period, in order, days off left out. */
  days: readonly string[];
  /** How many age groups the plaine has. */
  groupCount: number;
  /** The children who came (arrived, gone home since or not); rows outside `days` are left out. */
  attendance: readonly ReportAttendance[];
  /** The animateurs entered, by date. */
  staff: ReadonlyMap<string, number>;
}

function staffingOf(required: number, entered: number | null): ReportStaffing {
  if (entered === null) return "not-entered";
  return entered >= required ? "met" : "not-met";
}

export function centreReport({ norms, days, groupCount, attendance, staff }: CentreReportInput): CentreReport {
  const running = new Set(days);
  const rows = attendance.filter((row) => running.has(row.date));
  const reportDays = days.map((date): CentreReportDay => {
    const ofDay = rows.filter((row) => row.date === date);
    const count = countChildDays(ofDay);
    const seen = new Set<string>();
    const agesByGroup: number[][] = Array.from({ length: groupCount }, () => []);
    for (const row of ofDay) {
      if (seen.has(row.childId)) continue;
      seen.add(row.childId);
      (agesByGroup[row.group] ??= []).push(ageInMonths(row.birthDate, date));
    }
    const required = animateursNeeded(norms, agesByGroup);
    const entered = staff.get(date) ?? null;
    return {
      date,
      underSix: count.underSix,
      sixAndOver: count.sixAndOver,
      children: count.children,
      animateursRequired: required,
      animateursEntered: entered,
      staffing: staffingOf(required, entered),
    };
  });
  const whole = countChildDays(rows);
  const daysWith = (staffing: ReportStaffing) => reportDays.filter((day) => day.staffing === staffing).length;
  return {
    days: reportDays,
    totals: {
      daysOpen: days.length,
      childDaysUnderSix: whole.underSix,
      childDaysSixAndOver: whole.sixAndOver,
      childDays: whole.underSix + whole.sixAndOver,
      distinctChildren: whole.children,
      daysAtSubsidyThreshold: reportDays.filter((day) => day.children >= SUBSIDY_MIN_CHILDREN).length,
      daysMet: daysWith("met"),
      daysNotMet: daysWith("not-met"),
      daysNotEntered: daysWith("not-entered"),
    },
  };
}

/** How the report's table and CSV say a day's staffing. */
export const REPORT_STAFFING_LABELS: Record<ReportStaffing, string> = {
  met: "Respectée",
  "not-met": "Non respectée",
  "not-entered": "Animateurs non encodés",
};

/** "1 jour", "0 jour", "4 jours". */
export const daysText = (count: number) => `${count} jour${count > 1 ? "s" : ""}`;
