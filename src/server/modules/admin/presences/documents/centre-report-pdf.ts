/**
 * The report of a centre de vacances to file (decision 0060): who organises it, the plaine, the
 * period and the norms, a line per running day (children by age on the day, the animateurs asked
 * and entered), then the totals, then the team who worked (their role, qualifications and days).
 * No child is named and no health data is shown.
 */
import type { CentreReportResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { formatDateFr, formatDateNumericFr, formatDateRangeFr } from "../../../../../domain/dates.ts";
import { STAFF_ROLE_LABELS } from "../../../../../domain/contracts/staff.ts";
import { qualificationText, type ReportTeam } from "../../../../../domain/plaine/centre-report-team.ts";
import type { AssociationIdentity } from "../../../../../domain/association.ts";
import { type CentreReport, daysText, REPORT_STAFFING_LABELS, SUBSIDY_MIN_CHILDREN } from "../../../../../domain/plaine/centre-report.ts";
import type { activities } from "../../../../db/schema.ts";
import { BLANK, INK, MUTED, RULE, SHADE } from "../../../../pdf/palette.ts";
import { labelLine, newPdf, organiserLines, type Pdf, pdfBytes, type PdfLetterhead } from "../../../../pdf/pdf.ts";
import { periodText } from "../centre-report.ts";

const COLUMNS = [
  { title: "Jour", width: 116 },
  { title: "Moins de 6 ans", width: 52 },
  { title: "6 ans et plus", width: 52 },
  { title: "Enfants", width: 46 },
  { title: "Animateurs requis", width: 66 },
  { title: "Animateurs encodés", width: 66 },
  { title: "Norme", width: 125 },
] as const;
const TEAM_COLUMNS = [
  { title: "Nom", width: 105 },
  { title: "Rôle", width: 92 },
  { title: "Qualifications valables sur la période", width: 170 },
  { title: "Jours prestés", width: 46 },
  { title: "Dates", width: 110 },
] as const;
type Columns = readonly { title: string; width: number }[];
const PADDING = 3;
const FONT_SIZE = 9;

const weekday = new Intl.DateTimeFormat("fr-BE", { weekday: "long", timeZone: "UTC" });
const dayTitle = (date: string) => `${weekday.format(new Date(`${date}T12:00:00Z`))} ${formatDateFr(date)}`;

function tableRow(doc: Pdf, values: readonly string[], bold: boolean, columns: Columns = COLUMNS) {
  doc.font(bold ? "bold" : "regular").fontSize(FONT_SIZE);
  const height =
    Math.max(...values.map((value, at) => doc.heightOfString(value, { width: columns[at].width - 2 * PADDING }))) + 2 * PADDING;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  let x = doc.page.margins.left;
  const y = doc.y;
  values.forEach((value, at) => {
    const { width } = columns[at];
    if (bold) doc.rect(x, y, width, height).fillAndStroke(SHADE, RULE);
    else doc.rect(x, y, width, height).stroke(RULE);
    doc.fillColor(INK).text(value, x + PADDING, y + PADDING, { width: width - 2 * PADDING, align: at === 0 ? "left" : "center" });
    x += width;
  });
  doc.x = doc.page.margins.left;
  doc.y = y + height;
}

/** A line "Label : value", the label in bold. */
/** Who organises the centre, the plaine, the period and the norms, and how the figures are counted. */
function drawHeading(doc: Pdf, data: CentreReportResponse, activity: typeof activities.$inferSelect, identity: AssociationIdentity) {
  const { norms } = data;
  doc.font("bold").fontSize(16).text("Rapport du centre de vacances");
  doc.moveDown(0.4);
  organiserLines(doc, identity);
  if (identity.oneRecognition) doc.text(identity.oneRecognition);
  doc.moveDown(0.6);
  labelLine(doc, "Plaine", activity.title);
  labelLine(doc, "Lieu", `${activity.locationName}, ${activity.locationAddress}, ${activity.locationPostalCode} ${activity.locationCity}`);
  labelLine(doc, "Dates de la plaine", formatDateRangeFr(activity.startDate, activity.endDate));
  labelLine(doc, "Période du rapport", periodText(data.from, data.to));
  labelLine(doc, "Normes d'encadrement", `${norms.label} (${norms.rule})`);
  doc.moveDown(0.3);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      "L'âge de chaque enfant est pris le jour même. Sont comptés les enfants venus ce jour-là (partis depuis ou non) et les animateurs encodés pour le jour.",
    )
    .fillColor(INK);
  doc.moveDown(0.8);
}

/** The period's totals: days open, child-days by age, distinct children, the subsidy threshold, the norm. */
function drawTotals(doc: Pdf, totals: CentreReport["totals"]) {
  doc.moveDown(1);
  doc.font("bold").fontSize(11).text("Totaux de la période", doc.page.margins.left);
  doc.moveDown(0.3);
  doc.fontSize(10);
  labelLine(doc, "Jours d'ouverture", String(totals.daysOpen));
  labelLine(
    doc,
    "Journées/enfants",
    `${totals.childDays} (${totals.childDaysUnderSix} de moins de 6 ans, ${totals.childDaysSixAndOver} de 6 ans et plus)`,
  );
  labelLine(doc, "Enfants différents", String(totals.distinctChildren));
  labelLine(doc, `Jours avec au moins ${SUBSIDY_MIN_CHILDREN} enfants`, String(totals.daysAtSubsidyThreshold));
  labelLine(doc, "Norme d'encadrement respectée", `${daysText(totals.daysMet)} sur ${totals.daysOpen}`);
  if (totals.daysNotMet > 0) labelLine(doc, "Norme non respectée", daysText(totals.daysNotMet));
  if (totals.daysNotEntered > 0) labelLine(doc, "Animateurs non encodés", daysText(totals.daysNotEntered));
}

/** The team who worked in the period: a line per person, then the staff-days. */
function drawTeam(doc: Pdf, team: ReportTeam) {
  doc.moveDown(1);
  doc.font("bold").fontSize(11).text("Équipe", doc.page.margins.left);
  doc.moveDown(0.3);
  if (team.people.length === 0) {
    doc.font("regular").fontSize(10).text("Aucune arrivée de l'équipe notée dans «\u00a0Équipe du jour\u00a0» sur cette période.");
    return;
  }
  tableRow(
    doc,
    TEAM_COLUMNS.map((column) => column.title),
    true,
    TEAM_COLUMNS,
  );
  for (const person of team.people) {
    const qualifications = person.qualifications.map((q) => qualificationText(q, formatDateFr)).join("\n");
    const days = person.days.map((day) => formatDateNumericFr(day).slice(0, 5)).join(", ");
    tableRow(
      doc,
      [
        person.name,
        person.role === null ? BLANK : STAFF_ROLE_LABELS[person.role],
        qualifications || "Aucune",
        String(person.days.length),
        days,
      ],
      false,
      TEAM_COLUMNS,
    );
  }
  tableRow(doc, ["Total", "", "", String(team.staffDays), ""], true, TEAM_COLUMNS);
  doc.moveDown(0.3);
  doc.fontSize(10);
  labelLine(doc, "Journées prestées par l'équipe", String(team.staffDays));
}

export async function centreReportPdf(
  data: CentreReportResponse,
  activity: typeof activities.$inferSelect,
  identity: AssociationIdentity,
  letterhead: PdfLetterhead | null,
): Promise<Buffer> {
  const { report } = data;
  const doc = newPdf(`Rapport du centre de vacances — ${activity.title}`, letterhead);
  doc.addPage();
  const left = doc.page.margins.left;
  drawHeading(doc, data, activity, identity);
  tableRow(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  if (report.days.length === 0) {
    doc.font("regular").fontSize(FONT_SIZE).moveDown(0.5).text("Aucun jour d'activité dans cette période.", left);
  }
  for (const day of report.days) {
    tableRow(
      doc,
      [
        dayTitle(day.date),
        String(day.underSix),
        String(day.sixAndOver),
        String(day.children),
        String(day.animateursRequired),
        day.animateursEntered === null ? BLANK : String(day.animateursEntered),
        REPORT_STAFFING_LABELS[day.staffing],
      ],
      false,
    );
  }
  const { totals } = report;
  tableRow(
    doc,
    ["Total", String(totals.childDaysUnderSix), String(totals.childDaysSixAndOver), String(totals.childDays), "", "", ""],
    true,
  );

  drawTotals(doc, report.totals);
  drawTeam(doc, data.team);
  return pdfBytes(doc);
}
