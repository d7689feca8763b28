/**
 * What the receipt (receipt-pdf.ts), the invoice (invoice-pdf.ts) and the payment request
 * (payer-request-pdf.ts) draw alike: the measures, the page's frame, the heading, a box of fields
 * under its title bar, the plaine in words and the issued-on line at the foot.
 */
import { formatDateFr, formatDateRangeFr } from "../../../../domain/dates.ts";
import { newPdf, type Pdf, type PdfLetterhead } from "../../../pdf/pdf.ts";
import { BLANK, INK, MUTED, RULE, SHADE } from "../../../pdf/palette.ts";

/** The padding inside a box. */
export const PAD = 6;
/** A box's title bar's height. */
export const BAR = 16;
/** The space between two blocks. */
export const GAP = 10;
/** The width of a box's labels, left of the values. */
export const LABEL_WIDTH = 150;

/** Where a block is drawn: its left edge, top and width. */
export interface Frame {
  x: number;
  y: number;
  width: number;
}

/** A new document with its one page added, and the frame the page's margins leave. */
export function documentPage(title: string, letterhead: PdfLetterhead | null): { doc: Pdf; frame: Frame } {
  const doc = newPdf(title, letterhead);
  doc.addPage();
  doc.lineWidth(0.7);
  const { margins, width } = doc.page;
  return { doc, frame: { x: margins.left, y: margins.top, width: width - margins.left - margins.right } };
}

/** The title in large type and under it, in grey, what the document is; returns where the next block starts. */
export function drawHeading(doc: Pdf, frame: Frame, title: string, subtitle: string): number {
  doc.font("bold").fontSize(18).fillColor(INK).text(title, frame.x, frame.y, { width: frame.width });
  doc.font("regular").fontSize(9).fillColor(MUTED).text(subtitle, { width: frame.width });
  return doc.y + GAP;
}

/** A box's shaded title bar, across the top of the frame. */
export function titleBar(doc: Pdf, frame: Frame, title: string) {
  doc.rect(frame.x, frame.y, frame.width, BAR).fillAndStroke(SHADE, RULE);
  doc
    .fillColor(INK)
    .font("bold")
    .fontSize(9)
    .text(title, frame.x + PAD, frame.y + 3.5, { width: frame.width - 2 * PAD, lineBreak: false });
}

/** A rule across the frame at y and under it, in grey, who issued the document and when. */
export function drawIssuedOn(doc: Pdf, frame: Frame, y: number, text: string) {
  doc
    .moveTo(frame.x, y)
    .lineTo(frame.x + frame.width, y)
    .stroke(RULE);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(text, frame.x, y + 6, { width: frame.width });
}

/** A line of a box: its label at the left, its value beside it. */
interface Field {
  label: string;
  value: string;
}

function fieldHeight(doc: Pdf, field: Field, width: number): number {
  doc.font("regular").fontSize(8.5);
  const label = doc.heightOfString(field.label, { width: LABEL_WIDTH - PAD });
  doc.fontSize(10);
  const value = doc.heightOfString(field.value || BLANK, { width: width - LABEL_WIDTH - PAD });
  return Math.max(label, value) + 5;
}

/** A framed box with a shaded title bar, its fields as label and value; returns its bottom. */
export function drawBox(doc: Pdf, frame: Frame, title: string, fields: readonly Field[]): number {
  const heights = fields.map((field) => fieldHeight(doc, field, frame.width));
  const height = BAR + 2 * PAD + heights.reduce((sum, h) => sum + h, 0) - 5;
  titleBar(doc, frame, title);
  doc.rect(frame.x, frame.y, frame.width, height).stroke(RULE);
  let y = frame.y + BAR + PAD;
  fields.forEach((field, index) => {
    doc
      .font("regular")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(field.label, frame.x + PAD, y + 1, { width: LABEL_WIDTH - PAD });
    doc
      .fontSize(10)
      .fillColor(INK)
      .text(field.value || BLANK, frame.x + LABEL_WIDTH, y, { width: frame.width - LABEL_WIDTH - PAD });
    y += heights[index];
  });
  return frame.y + height;
}

/** The plaine's title in quotes and its dates ("le 6 juillet 2026" for a single day). */
export function plaineText(activity: { title: string; startDate: string; endDate: string }): string {
  const oneDay = activity.startDate.slice(0, 10) === activity.endDate.slice(0, 10);
  const when = oneDay ? `le ${formatDateFr(activity.startDate)}` : formatDateRangeFr(activity.startDate, activity.endDate);
  return `«\u00a0${activity.title}\u00a0» ${when}`;
}
