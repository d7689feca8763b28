/**
 * The report of a centre de vacances as a spreadsheet (decision 0060): one line per running day of
 * the period, then the totals' line; counts as numbers, dates as Excel reads them. No child named.
 */
import type { CentreReportResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { daysText, REPORT_STAFFING_LABELS } from "../../../../../domain/plaine/centre-report.ts";
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

export function centreReportCsv({ report }: CentreReportResponse): Buffer {
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
  ]);
}
