/**
 * The plaine on the ground: the day's check-in (children expected by group, their attendance,
 * the staffing ratio), its taps, the days and staff an administrator sets, and the printed lists.
 * Input schemas: admin-presences-input.ts.
 */
import type { AttendanceStatus, CheckInAction } from "../plaine/attendance.ts";
import type { CentreReport } from "../plaine/centre-report.ts";
import type { ReportTeam } from "../plaine/centre-report-team.ts";
import type { StaffingOfDay } from "../plaine/staffing.ts";
import type { ChildDayCount, StaffingNormsId } from "../plaine/staffing-norms.ts";
import type { ContactPerson, PhotoConsent } from "../health-form.ts";
import { apiPath } from "./api-path.ts";

export const adminPresencePaths = {
  roster: apiPath("/api/admin/activities/:id/presences"),
  tap: apiPath("/api/admin/activities/:id/presences/taps"),
  childDetails: apiPath("/api/admin/activities/:id/presences/children/:childId"),
  day: apiPath("/api/admin/activities/:id/days/:date"),
  groups: apiPath("/api/admin/activities/:id/groups"),
  childGroup: apiPath("/api/admin/activities/:id/children/:childId/group"),
  dayListPdf: apiPath("/api/admin/activities/:id/days/:date/list.pdf"),
  healthFormsPdf: apiPath("/api/admin/activities/:id/health-forms.pdf"),
  attendanceCsv: apiPath("/api/admin/activities/:id/attendance.csv"),
  days: apiPath("/api/admin/activities/:id/days"),
  today: apiPath("/api/admin/presences/today"),
  centreReport: apiPath("/api/admin/activities/:id/centre-report"),
  centreReportPdf: apiPath("/api/admin/activities/:id/centre-report.pdf"),
  centreReportCsv: apiPath("/api/admin/activities/:id/centre-report.csv"),
  oneAgreement: apiPath("/api/admin/activities/:id/one-agreement"),
};

/**
 * GET /api/admin/activities/:id/centre-report?from=&to= (the whole plaine by default; its PDF and
 * CSV take the same period): the report of a centre de vacances (decision 0060), and the ONE
 * agreement request of the plaine.
 */
export interface CentreReportResponse {
  activity: { id: string; title: string; startDate: string; endDate: string };
  /** The period reported, within the plaine's dates. */
  from: string;
  to: string;
  /** The norms the staffing is weighed by (the association's setting). */
  norms: { id: StaffingNormsId; label: string; rule: string };
  report: CentreReport;
  /** The team who worked in the period, their qualifications and days (no health data). */
  team: ReportTeam;
  /** The ONE agreement request: only when the association follows the ONE's norms. */
  oneAgreement: { requestedOn: string | null; deadline: string } | null;
}

/** PUT /api/admin/activities/:id/one-agreement: the day the request was sent, or null to clear it. */
export interface OneAgreementInput {
  requestedOn: string | null;
}

/**
 * GET /api/admin/activities/:id/days: every weekday of the plaine, with what the staffing norms ask
 * of the days it runs, and the child-days counted so far (the children who came, day by day).
 */
export interface PlaineDaysResponse {
  days: { date: string; off: boolean; staffing: StaffingOfDay | null }[];
  childDays: ChildDayCount;
}

/** GET /api/admin/presences/today: the plaines running today, for the dashboard. */
export interface TodayOnTheGround {
  date: string;
  plaines: { id: string; title: string; staffing: StaffingOfDay }[];
}

/** One child on the check-in screen: identity, icons, today's attendance. */
export interface RosterChild {
  childId: string;
  firstName: string;
  lastName: string;
  /** "6 ans et 3 mois" on the day. */
  ageLabel: string;
  hasAllergy: boolean;
  hasMedication: boolean;
  photoConsent: PhotoConsent | null;
  /** Moved by an administrator rather than placed by age. */
  moved: boolean;
  status: AttendanceStatus | null;
  arrivedAt: string | null;
  leftAt: string | null;
  recordedByName: string | null;
  recordedAt: string | null;
}

export interface RosterGroup {
  name: string;
  /** "2,5 - 5 ans". */
  ages: string;
  children: RosterChild[];
  /** `present`: on the ground now; `left`: came and gone home ('Parti'), no longer present. */
  counts: { expected: number; present: number; absent: number; left: number };
  /** The animateurs the norms would ask of the group's expected children alone: a guide, the plaine's figure is the one checked. */
  animateursGuide: number;
}

/** GET /api/admin/activities/:id/presences?date=YYYY-MM-DD (today's or the nearest running day by default). */
export interface PresenceRoster {
  activity: { id: string; title: string; startDate: string; endDate: string };
  /** The day shown, and every running day of the plaine (for the day picker). */
  date: string;
  /** Today in Brussels: a day before it is entered after the fact, with the real times. */
  today: string;
  days: string[];
  /** Every weekday of the plaine, with the days marked off. */
  weekdays: { date: string; off: boolean }[];
  groups: RosterGroup[];
  /** The staff entered and what the norms ask: the administrators' and the coordination's; null in an animateur's list. */
  staffing: StaffingOfDay | null;
}

/** POST /api/admin/activities/:id/presences/taps: one tap, sent again under the same key until answered. */
export interface CheckInTap {
  idempotencyKey: string;
  childId: string;
  date: string;
  action: CheckInAction;
  /** When the monitor tapped (the phone's clock): a tap kept offline keeps its time. */
  tappedAt: string;
  /**
   * When the child really arrived or left, for a day entered later from the paper list: on the
   * tap's day, not to come, a departure after the arrival. Without it the tap's own moment is
   * recorded when it falls on that day, otherwise no time.
   */
  happenedAt?: string | null;
}

/**
 * GET /api/admin/activities/:id/presences/children/:childId: what the team needs on the ground
 * about one child of the plaine, read when a monitor opens it (each reading is written to the
 * medical-access log); the check-in list itself carries only icons.
 */
export interface CheckInChildDetails {
  childId: string;
  firstName: string;
  lastName: string;
  allergies: string | null;
  medications: string | null;
  medicalConditions: string | null;
  dietaryNeeds: string | null;
  /** Phones in E.164, to call (tel:) and to show grouped. */
  emergencyContacts: ContactPerson[];
  pickupPersons: ContactPerson[];
}

export interface CheckInTapResponse {
  /** False when this key had already been recorded: nothing was recorded twice. */
  applied: boolean;
  child: RosterChild;
}

/** PUT /api/admin/activities/:id/days/:date */
export interface DaySettingsInput {
  off?: boolean;
  staffCount?: number | null;
}

export interface AgeGroupView {
  name: string;
  minMonths: number;
  maxMonths: number;
}

/** GET/PUT /api/admin/activities/:id/groups */
export interface AgeGroupsResponse {
  groups: AgeGroupView[];
  /** True while the plaine uses the default groups. */
  defaults: boolean;
}
