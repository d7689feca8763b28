/**
 * The report of a centre de vacances as a spreadsheet (decision 0060): one line per running day of
 * the period, then the totals' line; counts as numbers, dates as Excel reads them. No child named.
 * After an empty line, the team's block (amendment "the team"): a line per person who worked, with
 * their own header, then the staff-days' total; the days' table above keeps its columns.
 */
import type { CentreReportResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { daysText, REPORT_STAFFING_LABELS } from "../../../../../domain/plaine/centre-report.ts";
import { qualificationText, type ReportTeam } from "../../../../../domain/plaine/centre-report-team.ts";
import { STAFF_ROLE_LABELS } from "../../../../../domain/contracts/staff.ts";
import { csvDate, csvFile } from "../../../../http/csv.ts";

const HEADER = [
  "Jour",
  "Enfants de moins de 6 ans",
  "Enfants de 6 ans et plus",
  "Enfants",
  "Animateurs requis",
  "Animateurs encodés",
  "Norme",
];

const TEAM_HEADER = ["Équipe", "Rôle sur la plaine", "Qualifications valables sur la période", "Jours prestés", "Dates"];

function teamLines(team: ReportTeam): string[][] {
  return [
    TEAM_HEADER,
    ...team.people.map((person) => [
      person.name,
      person.role === null ? "" : STAFF_ROLE_LABELS[person.role],
      person.qualifications.map((q) => qualificationText(q, csvDate)).join(", "),
      String(person.days.length),
      person.days.map(csvDate).join(" "),
    ]),
    ["Total (journées prestées)", "", "", String(team.staffDays), ""],
  ];
}

export function centreReportCsv({ report, team }: CentreReportResponse): Buffer {
  const { totals } = report;
  return csvFile([
    HEADER,
    ...report.days.map((day) => [
      csvDate(day.date),
      String(day.underSix),
      String(day.sixAndOver),
      String(day.children),
      String(day.animateursRequired),
      day.animateursEntered === null ? "" : String(day.animateursEntered),
      REPORT_STAFFING_LABELS[day.staffing],
    ]),
    [
      `Total (${daysText(totals.daysOpen)})`,
      String(totals.childDaysUnderSix),
      String(totals.childDaysSixAndOver),
      String(totals.childDays),
      "",
      "",
      `Respectée ${daysText(totals.daysMet)} sur ${totals.daysOpen}`,
    ],
    [],
    ...teamLines(team),
  ]);
}
