/**
 * The participation certificate for the parent's mutualité: one child, one plaine, one A4 page.
 * Mutualités each have their own form and their amounts are not all known (reference §3.2), so
 * this one is generic: it states what they all ask (organiser, child, dates and days attended,
 * amount paid, signature and stamp) and leaves blank lines for the mutualité and the affiliation
 * number, so the parent can send it as it is or copy it onto the mutualité's paper.
 */
import { formatDateFr, formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { BLANK, INK, RULE } from "../../../pdf/palette.ts";
import { newPdf, type Pdf, pdfBytes, type PdfLetterhead } from "../../../pdf/pdf.ts";
import {
  cadreHeight,
  contentFrame,
  drawCadre,
  drawSignature,
  drawTitle,
  oneLine,
  organiserIdentityFields,
} from "./childcare-certificate-pdf.ts";
import type { MutualityCertificateContent } from "./content.ts";

const GAP = 8;

/** "6, 7, 8 juillet 2026 ; 3 août 2026": the days of each month together, months in order. */
export function groupedDates(dates: readonly string[]): string {
  const months = new Map<string, number[]>();
  for (const date of [...dates].sort()) {
    // formatDateFr gives "6 juillet 2026": the month and year are what follows the day.
    const monthYear = formatDateFr(date).replace(/^\d+ /, "");
    months.set(monthYear, [...(months.get(monthYear) ?? []), Number(date.slice(8, 10))]);
  }
  return [...months].map(([monthYear, days]) => `${days.join(", ")} ${monthYear}`).join("\u00a0; ") || BLANK;
}

function fillIn(doc: Pdf, x: number, y: number, width: number, label: string) {
  doc.font("regular").fontSize(9.5).fillColor(INK).text(label, x, y, { lineBreak: false });
  const start = x + doc.widthOfString(label) + 6;
  doc
    .moveTo(start, y + 11)
    .lineTo(x + width, y + 11)
    .dash(1.5, { space: 2 })
    .stroke(RULE)
    .undash();
}

type Frame = ReturnType<typeof contentFrame>;

const LABEL_WIDTH = 150;
const SIDE_LABEL_WIDTH = 90;

function daysText(content: MutualityCertificateContent): string {
  const days = content.presentDates.length;
  return days === 0 ? "aucun jour" : days === 1 ? "1 jour" : `${days} jours`;
}

/** The title and what the certificate is for; returns where the page goes on. */
function drawHeading(doc: Pdf, frame: Frame): number {
  drawTitle(doc, frame, "Attestation de participation — plaine de vacances", {
    text: "À joindre à la demande d'intervention de la mutualité (ou à recopier sur son formulaire).",
    size: 8.5,
  });
  return doc.y + GAP + 2;
}

function drawOrganiser(doc: Pdf, frame: Frame, y: number, { organiser }: MutualityCertificateContent): number {
  const recognition = organiser.recognitionNumber
    ? `${organiser.certifyingBody}, n° ${organiser.recognitionNumber}`
    : organiser.certifyingBody;
  const fields = [...organiserIdentityFields(organiser), { label: "Agrément ou reconnaissance", value: recognition }];
  return drawCadre(doc, { ...frame, y, labelWidth: LABEL_WIDTH, title: "Organisateur", fields }) + GAP;
}

/** The parent and the child side by side, in boxes of one height. */
function drawParentAndChild(doc: Pdf, frame: Frame, y: number, { parent, child }: MutualityCertificateContent): number {
  const half = (frame.width - GAP) / 2;
  const parentFields = [
    { label: "Nom et prénom", value: `${parent.lastName} ${parent.firstName}` },
    { label: "Adresse", value: [parent.street, `${parent.postalCode} ${parent.city}`.trim()].filter(Boolean).join("\n") },
  ];
  const childFields = [
    { label: "Nom et prénom", value: `${child.lastName} ${child.firstName}` },
    { label: "Date de naissance", value: formatDateFr(child.birthDate) },
  ];
  const boxHeight = Math.max(...[parentFields, childFields].map((fields) => cadreHeight(doc, fields, half, SIDE_LABEL_WIDTH)));
  const box = { y, width: half, height: boxHeight, labelWidth: SIDE_LABEL_WIDTH };
  drawCadre(doc, { ...box, x: frame.x, title: "Parent", fields: parentFields });
  drawCadre(doc, { ...box, x: frame.x + half + GAP, title: "Enfant", fields: childFields });
  return y + boxHeight + GAP;
}

function drawParticipation(doc: Pdf, frame: Frame, y: number, content: MutualityCertificateContent): number {
  const { activity } = content;
  const fields = [
    { label: "Plaine", value: activity.title },
    { label: "Lieu", value: oneLine(activity.locationName, activity.locationCity) },
    { label: "Dates de la plaine", value: formatDateRangeFr(activity.startDate, activity.endDate) },
    { label: "Nombre de jours de présence", value: daysText(content) },
    { label: "Jours de présence", value: groupedDates(content.presentDates) },
    { label: "Montant payé pour l'enfant", value: formatEuros(content.paidCents) },
    { label: "Date du paiement", value: formatDateFr(content.paidOn) },
  ];
  return drawCadre(doc, { ...frame, y, labelWidth: LABEL_WIDTH, title: "Participation", fields }) + GAP + 4;
}

/** The organiser's statement in one sentence. */
function drawStatement(doc: Pdf, frame: Frame, y: number, content: MutualityCertificateContent): number {
  const { organiser, child, activity } = content;
  // The child's gender is not on file: the sentence needs none ("Zoë Dupont (date de naissance…)").
  const oneDay = activity.startDate.slice(0, 10) === activity.endDate.slice(0, 10);
  const when = oneDay ? `le ${formatDateFr(activity.startDate)}` : formatDateRangeFr(activity.startDate, activity.endDate);
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(INK)
    .text(
      `Nous certifions que ${child.firstName} ${child.lastName} (date de naissance\u00a0: ${formatDateFr(child.birthDate)}) a participé à la plaine de vacances ` +
        `«\u00a0${activity.title}\u00a0» organisée par ${organiser.legalName} ${when}, ` +
        `soit ${daysText(content)} de présence, et que la somme de ${formatEuros(content.paidCents)} a été payée pour sa participation le ${formatDateFr(content.paidOn)}.`,
      frame.x,
      y,
      { width: frame.width, lineGap: 2 },
    );
  return doc.y + GAP + 4;
}

/** Left blank on purpose: one certificate serves whichever mutualité the parent belongs to. */
function drawParentBlanks(doc: Pdf, frame: Frame, y: number): number {
  const half = (frame.width - GAP) / 2;
  const blankHeight = 70;
  doc.rect(frame.x, y, frame.width, blankHeight).stroke(RULE);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(INK)
    .text("À compléter par le parent", frame.x + 5, y + 5, { width: frame.width - 10 });
  fillIn(doc, frame.x + 5, y + 22, frame.width - 10, "Mutualité\u00a0:");
  fillIn(doc, frame.x + 5, y + 44, half - 10, "N° d'affiliation\u00a0:");
  fillIn(doc, frame.x + half + GAP, y + 44, half - 5, "Titulaire (parent affilié)\u00a0:");
  return y + blankHeight + GAP + 6;
}

export async function mutualityCertificatePdf(
  content: MutualityCertificateContent,
  letterhead: PdfLetterhead | null = null,
): Promise<Buffer> {
  const doc = newPdf(
    `Attestation de participation — ${content.child.firstName} ${content.child.lastName} — ${content.activity.title}`,
    letterhead,
  );
  doc.addPage();
  doc.lineWidth(0.7);
  const frame = contentFrame(doc);
  let y = drawHeading(doc, frame);
  y = drawOrganiser(doc, frame, y, content);
  y = drawParentAndChild(doc, frame, y, content);
  y = drawParticipation(doc, frame, y, content);
  y = drawStatement(doc, frame, y, content);
  y = drawParentBlanks(doc, frame, y);
  drawSignature(
    doc,
    { ...frame, y },
    { organiser: content.organiser, issuedOn: content.issuedOn, boxTitle: "Signature et cachet de l'organisateur" },
  );
  return pdfBytes(doc);
}
