/**
 * An invoice or a credit note (decision 0057): one A4 page in the look of the receipt
 * (receipt-pdf.ts), drawn from what the document froze when it was issued (`InvoiceSnapshot`):
 * the organiser ('Émis par'), the payer ('Facturé à'), the children and the plaine, the lines and
 * the total, how to pay an invoice still to pay, the VAT mention of the settings. No health data.
 */
import { formatDateFr } from "../../../../domain/dates.ts";
import { type InvoiceKind, type InvoiceSnapshot, invoiceTitle } from "../../../../domain/invoices.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { BAND, INK, MUTED, RULE } from "../../../pdf/palette.ts";
import { type Pdf, pdfBytes, type PdfLetterhead } from "../../../pdf/pdf.ts";
import { BAR, documentPage, drawBox, drawHeading, drawIssuedOn, type Frame, GAP, PAD, plaineText, titleBar } from "./blocks.ts";

/** What an invoice's PDF is drawn from: its number, kind, amount, day and frozen snapshot. */
export interface InvoiceDocumentContent {
  kind: InvoiceKind;
  /** "2026-0003" (invoiceNumberLabel). */
  number: string;
  /** A credit note: the number of the invoice it corrects. */
  correctsNumber: string | null;
  amountCents: number;
  /** YYYY-MM-DD: the day it was issued, in Brussels. */
  issuedOn: string;
  snapshot: InvoiceSnapshot;
}

/** "Facture n° 2026-0003", "Note de crédit n° 2026-0001 (corrige la facture n° 2026-0003)". */
export function invoiceHeading(content: Pick<InvoiceDocumentContent, "kind" | "number" | "correctsNumber">): string {
  const title = invoiceTitle(content.kind, content.number);
  return content.correctsNumber ? `${title} (corrige la facture n°\u00a0${content.correctsNumber})` : title;
}

const AMOUNT_WIDTH = 100;

/** The lines, each with its amount at the right, then the total in a shaded band; returns its bottom. */
function drawLines(doc: Pdf, frame: Frame, content: InvoiceDocumentContent): number {
  const labelWidth = frame.width - AMOUNT_WIDTH - 3 * PAD;
  const rows = content.snapshot.lines.map((line) => {
    doc.font("regular").fontSize(10);
    return { ...line, height: doc.heightOfString(line.label, { width: labelWidth }) + 6 };
  });
  const height = BAR + 2 * PAD + rows.reduce((sum, row) => sum + row.height, 0) - 6;
  titleBar(doc, frame, content.kind === "invoice" ? "Objet de la facture" : "Objet de la note de crédit");
  doc.rect(frame.x, frame.y, frame.width, height).stroke(RULE);
  let y = frame.y + BAR + PAD;
  for (const row of rows) {
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(INK)
      .text(row.label, frame.x + PAD, y, { width: labelWidth });
    doc.text(formatEuros(row.amountCents), frame.x + frame.width - AMOUNT_WIDTH - PAD, y, { width: AMOUNT_WIDTH, align: "right" });
    y += row.height;
  }
  const bottom = frame.y + height;
  const band = 28;
  doc.rect(frame.x, bottom, frame.width, band).fillAndStroke(BAND, RULE);
  const total = content.kind === "invoice" ? "Total à payer" : "Total en votre faveur";
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(total, frame.x + PAD, bottom + 8, { width: labelWidth, lineBreak: false });
  doc.text(formatEuros(content.amountCents), frame.x + frame.width - AMOUNT_WIDTH - PAD - 40, bottom + 8, {
    width: AMOUNT_WIDTH + 40,
    align: "right",
    lineBreak: false,
  });
  return bottom + band + GAP;
}

/** How an invoice is paid, or what a credit note does; returns where the next block starts. */
function drawSettlement(doc: Pdf, frame: Frame, content: InvoiceDocumentContent): number {
  const { snapshot } = content;
  if (content.kind === "credit_note")
    return drawNote(
      doc,
      frame,
      "Ce montant est déduit de ce qui restait à payer\u00a0; ce qui était déjà payé au-delà vous est remboursé.",
    );
  if (snapshot.payment) {
    const pay = snapshot.payment;
    return (
      drawBox(doc, frame, "Paiement par virement bancaire", [
        { label: "Montant à verser", value: formatEuros(pay.amountCents) },
        ...(pay.dueDate ? [{ label: "À payer au plus tard le", value: formatDateFr(pay.dueDate) }] : []),
        { label: "Bénéficiaire", value: pay.holder },
        { label: "IBAN", value: pay.iban },
        ...(pay.bic ? [{ label: "BIC", value: pay.bic }] : []),
        { label: "Communication", value: pay.communication },
      ]) + GAP
    );
  }
  return snapshot.paidNote ? drawNote(doc, frame, `${snapshot.paidNote}.`) : frame.y;
}

function drawNote(doc: Pdf, frame: Frame, text: string): number {
  doc.font("regular").fontSize(10).fillColor(INK).text(text, frame.x, frame.y, { width: frame.width, lineGap: 2 });
  return doc.y + GAP;
}

export async function invoicePdf(content: InvoiceDocumentContent, letterhead: PdfLetterhead | null = null): Promise<Buffer> {
  const { snapshot } = content;
  const heading = invoiceHeading(content);
  const { doc, frame } = documentPage(invoiceTitle(content.kind, content.number), letterhead);
  const subtitle =
    content.kind === "invoice"
      ? "Facture de l'inscription à une plaine de vacances"
      : "Note de crédit\u00a0: ce montant n'est plus dû pour l'inscription à une plaine de vacances";
  let y = drawHeading(doc, frame, heading, subtitle);
  y =
    drawBox(doc, { ...frame, y }, "Émis par", [
      { label: "Organisateur", value: snapshot.issuer.name },
      ...(snapshot.issuer.lines.length > 0 ? [{ label: "Adresse et contact", value: snapshot.issuer.lines.join("\n") }] : []),
    ]) + GAP;
  y =
    drawBox(doc, { ...frame, y }, content.kind === "invoice" ? "Facturé à" : "En faveur de", [
      { label: "Nom", value: snapshot.payer.name },
      ...(snapshot.payer.lines.length > 0 ? [{ label: "Adresse", value: snapshot.payer.lines.join("\n") }] : []),
    ]) + GAP;
  y =
    drawBox(doc, { ...frame, y }, "Inscription", [
      { label: "Pour", value: snapshot.children.join("\n") },
      { label: "À la plaine", value: plaineText(snapshot.activity) },
      { label: "Référence de l'inscription", value: snapshot.reference },
      { label: "Date", value: formatDateFr(content.issuedOn) },
      ...(snapshot.correction
        ? [
            { label: "Facturé jusqu'ici", value: formatEuros(snapshot.correction.billedCents) },
            { label: "Montant dû désormais", value: formatEuros(snapshot.correction.askedCents) },
          ]
        : []),
    ]) + GAP;
  y = drawLines(doc, { ...frame, y }, content);
  y = drawSettlement(doc, { ...frame, y }, content);
  doc.font("regular").fontSize(9).fillColor(MUTED).text(snapshot.vatMention, frame.x, y, { width: frame.width });
  y = doc.y + GAP;
  drawIssuedOn(
    doc,
    frame,
    y,
    `${content.kind === "invoice" ? "Facture émise" : "Note de crédit émise"} le ${formatDateFr(content.issuedOn)}`,
  );
  return pdfBytes(doc);
}
