/**
 * What the receipt (receipt-pdf.ts) and the payment request (payer-request-pdf.ts) draw alike: the
 * measures, the page's frame, the heading, a box's title bar and the issued-on line at the foot.
 */
import { newPdf, type Pdf, type PdfLetterhead } from "../../../pdf/pdf.ts";
import { INK, MUTED, RULE, SHADE } from "../../../pdf/palette.ts";

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
