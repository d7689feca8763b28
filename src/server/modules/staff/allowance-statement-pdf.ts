/**
 * A volunteer's yearly statement of allowances (decision 0066): the association, the person, each
 * plaine's days and amount per day, the total kept to the caps, and the law it is paid under.
 */
import type { AssociationIdentity } from "../../../domain/association.ts";
import type { AllowanceVolunteerRow, AllowanceYearView } from "../../../domain/contracts/staff-allowances.ts";
import { formatEuros } from "../../../domain/money.ts";
import { INK, MUTED } from "../../pdf/palette.ts";
import { labelLine, newPdf, organiserLines, pdfBytes, type PdfLetterhead } from "../../pdf/pdf.ts";

const daysText = (days: number) => (days === 1 ? "1 jour" : `${days} jours`);

export async function allowanceStatementPdf(
  view: AllowanceYearView,
  volunteer: AllowanceVolunteerRow,
  identity: AssociationIdentity,
  letterhead: PdfLetterhead | null,
): Promise<Buffer> {
  const doc = newPdf(`Relevé des défraiements ${view.year} — ${volunteer.name}`, letterhead);
  doc.addPage();
  doc.font("bold").fontSize(16).text(`Relevé des défraiements de volontaire ${view.year}`);
  doc.moveDown(0.4);
  organiserLines(doc, identity);
  doc.moveDown(0.6);
  labelLine(doc, "Volontaire", volunteer.name);
  labelLine(doc, "Année", String(view.year));
  doc.moveDown(0.6);
  for (const plaine of volunteer.lines) {
    const amount = plaine.dayCents === null ? "sans défraiement" : `${formatEuros(plaine.dayCents)} par jour, ${formatEuros(plaine.cents)}`;
    labelLine(doc, plaine.activityTitle, `${daysText(plaine.days)}, ${amount}`);
  }
  doc.moveDown(0.6);
  labelLine(doc, "Jours prestés", String(volunteer.days));
  if (volunteer.totalCents !== volunteer.dueCents) labelLine(doc, "Total avant plafond annuel", formatEuros(volunteer.totalCents));
  labelLine(doc, "Montant des défraiements", formatEuros(volunteer.dueCents));
  if (view.caps) {
    labelLine(doc, "Plafonds de l'année", `${formatEuros(view.caps.dailyCents)} par jour, ${formatEuros(view.caps.yearlyCents)} par an`);
  }
  doc.moveDown(1);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Défraiement forfaitaire des frais de volontaire (loi du 3 juillet 2005 relative aux droits des volontaires)${
        view.caps ? ", dans les plafonds journalier et annuel de l'année" : ""
      }. Les jours sont ceux de l'arrivée notée sur «\u00a0Équipe du jour\u00a0». Un jour presté sur deux plaines le même jour compte une fois.`,
    )
    .fillColor(INK);
  return pdfBytes(doc);
}
