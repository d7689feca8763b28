/**
 * The tax certificate 281.86 (frais de garde d'enfants): one A4 page per certificate, with the
 * official model's cadres in its order (reference §3.1), then what the model leaves out but a
 * parent checking the figures needs: how the family's payment was shared, which days count, and
 * the year's daily maximum as an indication only (decision 0034: the parent applies it).
 *
 * The framed boxes and the signature block are shared with the mutualité's certificate.
 */
import { type CertificatePeriod, periodSummary } from "../../../../domain/childcare-certificate.ts";
import { formatCompanyNumber } from "../../../../domain/company-number.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { CERTIFICATION_LABELS, type OrganiserDetails } from "../../../../domain/organiser.ts";
import { BLANK, INK, MUTED, RULE, SHADE } from "../../../pdf/palette.ts";
import { newPdf, type Pdf, pdfBytes, type PdfLetterhead } from "../../../pdf/pdf.ts";
import type { IssuedChildcareCertificate, PaymentShare } from "./content.ts";

const PAD = 5;
const BAR = 16;
const GAP = 8;
/** The signature block's height: what the page keeps free for it below the other blocks. */
const SIGNATURE_HEIGHT = 80;

interface FormField {
  label: string;
  value: string;
}

interface Frame {
  x: number;
  y: number;
  width: number;
}

/** The left edge, top and width the page's margins leave. */
export function contentFrame(doc: Pdf): Frame {
  const { margins, width } = doc.page;
  return { x: margins.left, y: margins.top, width: width - margins.left - margins.right };
}

export function oneLine(...parts: string[]): string {
  return parts.filter(Boolean).join(", ") || BLANK;
}

function companyNumber(digits: string | null): string {
  return digits ? formatCompanyNumber(digits) : BLANK;
}

/** Who the organiser is, as both certificates name it: its name, company number and address. */
export function organiserIdentityFields(organiser: OrganiserDetails): FormField[] {
  return [
    { label: "Dénomination", value: organiser.legalName },
    { label: "N° d'entreprise (BCE)", value: companyNumber(organiser.companyNumber) },
    { label: "Adresse", value: oneLine(organiser.street, `${organiser.postalCode} ${organiser.city}`.trim()) },
  ];
}

function fieldHeights(doc: Pdf, fields: readonly FormField[], width: number, labelWidth: number): number[] {
  return fields.map((field) => {
    doc.font("regular").fontSize(8);
    const label = doc.heightOfString(field.label, { width: labelWidth - PAD });
    doc.fontSize(9);
    const value = doc.heightOfString(field.value || BLANK, { width: width - labelWidth - PAD });
    return Math.max(label, value) + 3;
  });
}

/** The height a cadre with these fields needs, so that two side by side can be made as tall. */
export function cadreHeight(doc: Pdf, fields: readonly FormField[], width: number, labelWidth: number): number {
  return BAR + 2 * PAD + fieldHeights(doc, fields, width, labelWidth).reduce((sum, height) => sum + height, 0) - 3;
}

/** A framed box with a shaded title bar, its fields as label and value; returns its bottom. */
export function drawCadre(
  doc: Pdf,
  box: Frame & { title: string; fields: readonly FormField[]; labelWidth: number; height?: number },
): number {
  const height = box.height ?? cadreHeight(doc, box.fields, box.width, box.labelWidth);
  titleBar(doc, box, box.title);
  doc.rect(box.x, box.y, box.width, height).stroke(RULE);
  const heights = fieldHeights(doc, box.fields, box.width, box.labelWidth);
  let y = box.y + BAR + PAD;
  box.fields.forEach((field, index) => {
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(field.label, box.x + PAD, y + 1, { width: box.labelWidth - PAD });
    doc
      .fontSize(9)
      .fillColor(INK)
      .text(field.value || BLANK, box.x + box.labelWidth, y, { width: box.width - box.labelWidth - PAD });
    y += heights[index];
  });
  return box.y + height;
}

function titleBar(doc: Pdf, frame: Frame, title: string) {
  doc.rect(frame.x, frame.y, frame.width, BAR).fillAndStroke(SHADE, RULE);
  doc
    .fillColor(INK)
    .font("bold")
    .fontSize(9)
    .text(title, frame.x + PAD, frame.y + 3.5, { width: frame.width - 2 * PAD, lineBreak: false });
}

/** "Fait à …, le …", who signs and in what capacity, and an empty box for the signature. */
export function drawSignature(
  doc: Pdf,
  frame: Frame,
  signature: { organiser: OrganiserDetails; issuedOn: string; boxTitle: string; statement?: string },
): number {
  const { organiser, issuedOn, boxTitle, statement } = signature;
  const boxWidth = 220;
  const boxHeight = 66;
  const textWidth = frame.width - boxWidth - GAP;
  doc.x = frame.x;
  doc.y = frame.y + 2;
  if (statement) doc.font("bold").fontSize(9).fillColor(INK).text(statement, { width: textWidth }).moveDown(0.3);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(INK)
    .text(`Fait à ${organiser.city || BLANK}, le ${formatDateFr(issuedOn)}`, { width: textWidth });
  doc.moveDown(0.4);
  doc.fillColor(MUTED).fontSize(8).text("Nom du signataire", { width: textWidth });
  doc
    .fillColor(INK)
    .fontSize(9)
    .text(organiser.signatoryName || BLANK, { width: textWidth });
  doc.moveDown(0.2);
  doc.fillColor(MUTED).fontSize(8).text("Qualité", { width: textWidth });
  doc
    .fillColor(INK)
    .fontSize(9)
    .text(organiser.signatoryRole || BLANK, { width: textWidth });
  const box = { x: frame.x + frame.width - boxWidth, y: frame.y, width: boxWidth };
  doc.rect(box.x, box.y, boxWidth, boxHeight).stroke(RULE);
  doc
    .font("regular")
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(boxTitle, box.x + PAD, box.y + PAD, { width: boxWidth - 2 * PAD });
  return Math.max(doc.y, box.y + boxHeight);
}

const COLUMNS = [
  { title: "", width: 20, align: "center" },
  { title: "Plaine", width: 0, align: "left" },
  { title: "Du", width: 88, align: "left" },
  { title: "Au", width: 88, align: "left" },
  { title: "Nombre de jours", width: 48, align: "right" },
  { title: "Tarif journalier", width: 62, align: "right" },
  { title: "Montant", width: 70, align: "right" },
] as const;
/** The model has room for four periods: the rows are drawn even when empty, as on the paper form. */
const PERIOD_ROWS = 4;
const ROW = 17;
const CELL_SIZE = 8;

function periodCells(period: CertificatePeriod | undefined, index: number): string[] {
  if (!period) return [String(index + 1), "", "", "", "", "", ""];
  return [
    String(index + 1),
    period.title,
    formatDateFr(period.from),
    formatDateFr(period.to),
    String(period.days),
    formatEuros(period.dailyRateCents),
    formatEuros(period.amountCents),
  ];
}

function drawPeriods(doc: Pdf, frame: Frame, periods: readonly CertificatePeriod[], totalCents: number): number {
  const fixed = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const widths = COLUMNS.map((column) => column.width || frame.width - fixed);
  titleBar(doc, frame, "Cadre IV — Périodes de garde et montants perçus");
  // A long plaine title takes a second line (and no more), the row grows with it.
  const heightOf = (cells: readonly string[], font: "regular" | "bold") => {
    doc.font(font).fontSize(CELL_SIZE);
    const lines = Math.max(
      ...cells.map((cell, index) =>
        Math.min(2, Math.round(doc.heightOfString(cell || " ", { width: widths[index] - 6 }) / doc.currentLineHeight(true))),
      ),
    );
    return ROW + (lines - 1) * doc.currentLineHeight(true);
  };
  const row = (y: number, cells: readonly string[], height: number, font: "regular" | "bold", shade: boolean) => {
    let x = frame.x;
    cells.forEach((cell, index) => {
      const rect = doc.rect(x, y, widths[index], height);
      if (shade) rect.fillAndStroke(SHADE, RULE);
      else rect.stroke(RULE);
      doc
        .font(font)
        .fontSize(CELL_SIZE)
        .fillColor(INK)
        .text(cell, x + 3, y + 4.5, { width: widths[index] - 6, align: COLUMNS[index].align, height: height - 6, ellipsis: true });
      x += widths[index];
    });
  };
  let y = frame.y + BAR;
  const titles = COLUMNS.map((column) => column.title);
  const titleHeight = heightOf(titles, "bold");
  row(y, titles, titleHeight, "bold", true);
  y += titleHeight;
  for (let index = 0; index < PERIOD_ROWS; index += 1) {
    const cells = periodCells(periods[index], index);
    const height = heightOf(cells, "regular");
    row(y, cells, height, "regular", false);
    y += height;
  }
  const labelWidth = frame.width - widths[widths.length - 1];
  doc.rect(frame.x, y, labelWidth, ROW + 2).fillAndStroke(SHADE, RULE);
  doc.rect(frame.x + labelWidth, y, widths[widths.length - 1], ROW + 2).stroke(RULE);
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(INK)
    .text("Montant total", frame.x, y + 5, { width: labelWidth - 6, align: "right" });
  doc.text(formatEuros(totalCents), frame.x + labelWidth + 3, y + 5, { width: widths[widths.length - 1] - 6, align: "right" });
  return y + ROW + 2;
}

function shareLine(share: PaymentShare): string {
  const children = share.children === 1 ? "1 enfant" : `${share.children} enfants`;
  const excluded =
    share.excludedCents > 0 ? `, dont ${formatEuros(share.excludedCents)} hors frais de garde (repas, cotisation, matériel)` : "";
  return `${share.title}\u00a0: ${formatEuros(share.paidCents)} payés pour ${children}\u00a0; part de l'enfant ${formatEuros(share.shareCents)}${excluded}`;
}

interface ExplanationLine {
  text: string;
  bullet?: boolean;
  bold?: boolean;
}

function explanationLines(content: IssuedChildcareCertificate["content"]): ExplanationLine[] {
  const lines: ExplanationLine[] = [
    { text: "Répartition du paiement de la famille (part égale par enfant, remboursements déduits)\u00a0:", bold: true },
    ...content.shares.map((share) => ({ text: shareLine(share), bullet: true })),
    // By the table's row numbers: the titles are already there, and long ones would crowd the page.
    {
      text: `Calcul des montants\u00a0: ${content.periods.map((period, index) => `(${index + 1}) ${periodSummary(period)}`).join("\u00a0; ")}.`,
    },
    {
      text:
        "Seuls les jours de présence effective avant le 14e anniversaire de l'enfant sont comptés. Le tarif journalier est la part " +
        "de l'enfant, hors repas, cotisation et matériel, divisée par le nombre de jours d'ouverture de la plaine (arrondi au cent inférieur).",
    },
  ];
  if (content.dailyCapCents !== null) {
    const deductible = content.deductibleCents === null ? BLANK : formatEuros(content.deductibleCents);
    lines.push({
      text: `À titre indicatif — Maximum journalier ${content.year}\u00a0: ${formatEuros(content.dailyCapCents)} — montant déductible indicatif\u00a0: ${deductible} (le maximum est appliqué par le contribuable dans sa déclaration).`,
      bold: true,
    });
  }
  return lines;
}

const BULLET_INDENT = 16;
const PARAGRAPH_GAP = 1.5;

function explanationsHeight(doc: Pdf, lines: readonly ExplanationLine[], width: number, size: number): number {
  const text = lines.reduce((sum, line) => {
    doc.font(line.bold ? "bold" : "regular").fontSize(size);
    const indent = line.bullet ? BULLET_INDENT : 0;
    return sum + doc.heightOfString(line.text, { width: width - 2 * PAD - indent }) + PARAGRAPH_GAP;
  }, 0);
  return BAR + 2 * PAD + text - PARAGRAPH_GAP;
}

/**
 * Not part of the model: the figures a parent or a tax officer would otherwise ask about. Many
 * plaines with long titles make it long: its type gets smaller rather than the form a second page.
 */
function drawExplanations(doc: Pdf, frame: Frame, certificate: IssuedChildcareCertificate, room: number): number {
  const lines = explanationLines(certificate.content);
  const size = [8, 7.5, 7, 6.5].find((candidate) => explanationsHeight(doc, lines, frame.width, candidate) <= room) ?? 6;
  titleBar(doc, frame, "Explications (hors modèle officiel)");
  const inner = frame.width - 2 * PAD;
  doc.x = frame.x + PAD;
  doc.y = frame.y + BAR + PAD;
  for (const line of lines) {
    // A bullet hangs: the lines of its text wrap under the text, not under the bullet.
    const indent = line.bullet ? BULLET_INDENT : 0;
    doc
      .font(line.bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(INK);
    if (line.bullet) doc.text("•", frame.x + PAD + 7, doc.y, { lineBreak: false });
    doc.text(line.text, frame.x + PAD + indent, doc.y, { width: inner - indent, paragraphGap: PARAGRAPH_GAP });
  }
  const bottom = doc.y + PAD - PARAGRAPH_GAP;
  doc.rect(frame.x, frame.y, frame.width, bottom - frame.y).stroke(RULE);
  return bottom;
}

/** A certificate's title in bold, and under it, in grey, the line that says what it is for. */
export function drawTitle(doc: Pdf, frame: Frame, title: string, purpose: { text: string; size: number }): void {
  doc.font("bold").fontSize(15).fillColor(INK).text(title, frame.x, frame.y, { width: frame.width });
  doc.font("regular").fontSize(purpose.size).fillColor(MUTED).text(purpose.text, { width: frame.width });
}

function drawHeader(doc: Pdf, frame: Frame, certificate: IssuedChildcareCertificate): number {
  const { content } = certificate;
  drawTitle(doc, frame, "Attestation fiscale 281.86 — frais de garde d'enfants", {
    text: "Attestation pour la réduction d'impôt pour frais de garde d'enfants de moins de 14 ans (modèle 281.86)",
    size: 8,
  });
  const y = doc.y + 6;
  const cells = [`Année des dépenses ${content.year}`, `N° ${certificate.sequence}`];
  if (content.sheets > 1) cells.push(`Feuillet ${content.sheet}/${content.sheets}`);
  const cellWidth = frame.width / cells.length;
  cells.forEach((cell, index) => {
    doc.rect(frame.x + index * cellWidth, y, cellWidth, 22).stroke(RULE);
    doc
      .font("bold")
      .fontSize(10.5)
      .fillColor(INK)
      .text(cell, frame.x + index * cellWidth, y + 6, { width: cellWidth, align: "center", lineBreak: false });
  });
  let bottom = y + 22;
  if (certificate.version > 1) {
    bottom += 5;
    doc.rect(frame.x, bottom, frame.width, 19).fillAndStroke("#fef3c7", "#b45309");
    doc
      .font("bold")
      .fontSize(9)
      .fillColor("#78350f")
      .text("Attestation rectificative (remplace la version précédente, même numéro)", frame.x + PAD, bottom + 5, {
        continued: true,
        lineBreak: false,
      })
      .font("regular")
      .text(` · version ${certificate.version}`);
    bottom += 19;
  }
  return bottom;
}

function page(doc: Pdf, certificate: IssuedChildcareCertificate) {
  doc.addPage();
  doc.lineWidth(0.7);
  const frame = contentFrame(doc);
  const { organiser, debtor, child } = certificate.content;
  let y = drawHeader(doc, frame, certificate) + GAP;

  const certifyingBodyFields: FormField[] = [
    { label: "Organisme", value: organiser.certifyingBody },
    {
      label: "Adresse de l'organisme",
      value: oneLine(organiser.certifyingBodyStreet, `${organiser.certifyingBodyPostalCode} ${organiser.certifyingBodyCity}`.trim()),
    },
  ];
  if (organiser.certifyingBodyCompanyNumber) {
    certifyingBodyFields.push({ label: "BCE de l'organisme", value: companyNumber(organiser.certifyingBodyCompanyNumber) });
  }
  y =
    drawCadre(doc, {
      ...frame,
      y,
      labelWidth: 130,
      title: "Cadre I — Institution ou milieu d'accueil (organisateur)",
      fields: [
        ...organiserIdentityFields(organiser),
        {
          label: "Certification",
          value: `Code ${organiser.certificationCode}\u00a0: ${CERTIFICATION_LABELS[organiser.certificationCode]}`,
        },
        ...certifyingBodyFields,
        { label: "N° d'agrément", value: organiser.recognitionNumber ?? BLANK },
      ],
    }) + GAP;

  const half = (frame.width - GAP) / 2;
  const labelWidth = 84;
  const person = (who: typeof debtor) => [
    { label: "Nom", value: who.lastName },
    { label: "Prénom", value: who.firstName },
    { label: "Adresse", value: [who.street, `${who.postalCode} ${who.city}`.trim()].filter(Boolean).join("\n") },
  ];
  const debtorFields = [...person(debtor), { label: "N° national", value: debtor.nationalNumber }];
  const childFields = [
    ...person(child),
    { label: "Date de naissance", value: formatDateFr(child.birthDate) },
    { label: "N° national", value: child.nationalNumber },
  ];
  const height = Math.max(cadreHeight(doc, debtorFields, half, labelWidth), cadreHeight(doc, childFields, half, labelWidth));
  drawCadre(doc, { x: frame.x, y, width: half, height, labelWidth, title: "Cadre II — Débiteur (qui a payé)", fields: debtorFields });
  drawCadre(doc, { x: frame.x + half + GAP, y, width: half, height, labelWidth, title: "Cadre III — Enfant", fields: childFields });
  y += height + GAP;

  y = drawPeriods(doc, { ...frame, y }, certificate.content.periods, certificate.content.totalCents) + GAP;
  const room = doc.page.height - doc.page.margins.bottom - SIGNATURE_HEIGHT - GAP - y;
  y = drawExplanations(doc, { ...frame, y }, certificate, room) + GAP;
  drawSignature(
    doc,
    { ...frame, y },
    { organiser, issuedOn: certificate.issuedOn, boxTitle: "Signature", statement: "Certifié sincère et véritable." },
  );
}

/**
 * One page per certificate, in the order given: a child's several sheets of a year, or a whole
 * year's certificates in one file.
 */
export async function childcareCertificatesPdf(
  certificates: readonly IssuedChildcareCertificate[],
  letterhead: PdfLetterhead | null = null,
): Promise<Buffer> {
  const doc = newPdf(certificates.length === 1 ? `Attestation 281.86 n° ${certificates[0].sequence}` : "Attestations 281.86", letterhead);
  for (const certificate of certificates) page(doc, certificate);
  if (certificates.length === 0) {
    doc.addPage();
    doc.font("regular").fontSize(12).text("Aucune attestation.");
  }
  return pdfBytes(doc);
}
