/**
 * A volunteer's yearly statement of allowances (decision 0066): the association, the person, each
 * plaine's days and amount per day, the total kept to the caps, and the law it is paid under.
 */
import type { AssociationIdentity } from "../../../domain/association.ts";
import type { AllowanceVolunteerRow, AllowanceYearView } from "../../../domain/contracts/staff-allowances.ts";
import { formatEuros } from "../../../domain/money.ts";
import { INK, MUTED } from "../../pdf/palette.ts";
import { newPdf, type Pdf, pdfBytes, type PdfLetterhead } from "../../pdf/pdf.ts";

function line(doc: Pdf, label: string, value: string) {
  doc.font("bold").text(`${label}\u00a0: `, { continued: true }).font("regular").text(value);
}

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
  doc
    .font("bold")
    .fontSize(10)
    .text(identity.name || "Organisateur");
  doc.font("regular");
  const address = [identity.street, [identity.postalCode, identity.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  if (address) doc.text(address);
  doc.moveDown(0.6);
  line(doc, "Volontaire", volunteer.name);
  line(doc, "Année", String(view.year));
  doc.moveDown(0.6);
  for (const plaine of volunteer.lines) {
    const amount = plaine.dayCents === null ? "sans défraiement" : `${formatEuros(plaine.dayCents)} par jour, ${formatEuros(plaine.cents)}`;
    line(doc, plaine.activityTitle, `${daysText(plaine.days)}, ${amount}`);
  }
  doc.moveDown(0.6);
  line(doc, "Jours prestés", String(volunteer.days));
  if (volunteer.totalCents !== volunteer.dueCents) line(doc, "Total avant plafond annuel", formatEuros(volunteer.totalCents));
  line(doc, "Montant des défraiements", formatEuros(volunteer.dueCents));
  if (view.caps) {
    line(doc, "Plafonds de l'année", `${formatEuros(view.caps.dailyCents)} par jour, ${formatEuros(view.caps.yearlyCents)} par an`);
  }
  doc.moveDown(1);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      "Défraiement forfaitaire des frais de volontaire (loi du 3 juillet 2005 relative aux droits des volontaires), dans les plafonds journalier et annuel de l'année. Les jours sont ceux de l'arrivée notée sur «\u00a0Équipe du jour\u00a0».",
    )
    .fillColor(INK);
  return pdfBytes(doc);
}
