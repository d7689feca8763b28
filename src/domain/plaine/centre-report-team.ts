/**
 * The team in the report of a centre de vacances (decision 0060, amendment "the team"): each person
 * who worked in the period (an arrival tapped on 'Équipe du jour'), their role on the plaine, the
 * qualifications valid on at least one day of the period with their last valid day, and the days
 * worked; then the staff-days of the period. Nothing medical.
 */
import type { StaffRole } from "../contracts/staff.ts";
import { QUALIFICATION_LABELS, type QualificationDates } from "../staff/qualifications.ts";

interface ReportQualification {
  label: string;
  /** The last valid day (ISO), null when it does not end. */
  validUntil: string | null;
}

interface ReportTeamMember {
  name: string;
  /** The role on the plaine; null when the person no longer has one on it. */
  role: StaffRole | null;
  qualifications: ReportQualification[];
  /** The days worked in the period, in order. */
  days: string[];
}

export interface ReportTeam {
  people: ReportTeamMember[];
  /** The days worked by everyone, added up. */
  staffDays: number;
}

interface ReportTeamInput {
  from: string;
  to: string;
  people: readonly {
    name: string;
    role: StaffRole | null;
    qualifications: readonly QualificationDates[];
    /** The days the person worked on the plaine (any, those outside the period are left out). */
    worked: readonly string[];
  }[];
}

/** Valid on at least one day from `from` to `to`: obtained by the end, not ended before the start. */
const validDuring = (q: QualificationDates, from: string, to: string) =>
  q.obtainedOn <= to && (q.expiresOn === null || q.expiresOn >= from);

export function centreReportTeam({ from, to, people }: ReportTeamInput): ReportTeam {
  const members = people
    .map((person): ReportTeamMember => ({
      name: person.name,
      role: person.role,
      qualifications: person.qualifications
        .filter((q) => validDuring(q, from, to))
        .toSorted((a, b) => a.obtainedOn.localeCompare(b.obtainedOn))
        .map((q) => ({ label: QUALIFICATION_LABELS[q.kind], validUntil: q.expiresOn })),
      days: [...new Set(person.worked.filter((day) => day >= from && day <= to))].sort(),
    }))
    .filter((member) => member.days.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
  return { people: members, staffDays: members.reduce((total, member) => total + member.days.length, 0) };
}

/** "Brevet d'animateur de centres de vacances (valable jusqu'au 31 décembre 2027)"; the title alone when it does not end. */
export function qualificationText(qualification: ReportQualification, formatDate: (iso: string) => string): string {
  return qualification.validUntil === null
    ? qualification.label
    : `${qualification.label} (valable jusqu'au ${formatDate(qualification.validUntil)})`;
}
