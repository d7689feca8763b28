/**
 * PDF documents drawn on the server with pdfkit, in DejaVu Sans (npm `dejavu-fonts-ttf`, Bitstream
 * Vera licence): embedded, it has every French letter (é, œ, ç, « ») that pdfkit's built-in
 * Helvetica would garble.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { AssociationIdentity } from "../../domain/association.ts";

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export type Pdf = PDFKit.PDFDocument;

/**
 * Who a document comes from (the association's settings, modules/association: pdfLetterhead):
 * on every page, its logo in the top margin at the right, and its name, address and contact
 * in the bottom margin.
 */
export interface PdfLetterhead {
  name: string;
  /** The address, then the phone and e-mail (the parts given), after the name at the foot. */
  lines: string[];
  /** The logo as PNG, or null. */
  logo: Buffer | null;
}

/** The logo's height on paper: 48 CSS pixels are 36 points; the top margin leaves it 26. */
const LOGO_POINTS = 26;
const LOGO_WIDTH = 160;
const FOOT_SIZE = 7;

/** The letterhead drawn in the margins of the page just added; the page's own content starts where it would have. */
function drawLetterhead(doc: Pdf, letterhead: PdfLetterhead): void {
  const { margins, width, height } = doc.page;
  const [x, y] = [doc.x, doc.y];
  const bottom = margins.bottom;
  // Text in the bottom margin would otherwise start a new page.
  doc.page.margins.bottom = 0;
  if (letterhead.logo) {
    try {
      doc.image(letterhead.logo, width - margins.right - LOGO_WIDTH, 5, {
        fit: [LOGO_WIDTH, LOGO_POINTS],
        align: "right",
        valign: "center",
      });
    } catch {
      // A logo the PDF cannot read is left out; the page stays readable.
    }
  }
  const foot = [letterhead.name, ...letterhead.lines].filter(Boolean).join(" · ");
  doc
    .font("regular")
    .fontSize(FOOT_SIZE)
    .fillColor("#475569")
    .text(foot, margins.left, height - bottom + 10, {
      width: width - margins.left - margins.right,
      align: "center",
      lineBreak: true,
      height: 20,
      ellipsis: true,
    });
  doc.page.margins.bottom = bottom;
  doc.fillColor("#000000");
  [doc.x, doc.y] = [x, y];
}

/**
 * A4 portrait, 36 pt margins, the fonts registered as "regular" and "bold"; pages added by the
 * caller, each signed with the letterhead when there is one.
 */
export function newPdf(title: string, letterhead: PdfLetterhead | null = null): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    margin: 36,
    autoFirstPage: false,
    info: { Title: title, Author: letterhead?.name ?? "Plaines" },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  if (letterhead) doc.on("pageAdded", () => drawLetterhead(doc, letterhead));
  return doc;
}

/** The finished document as bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** "Label : value" on one line, the label in bold. */
export function labelLine(doc: Pdf, label: string, value: string): void {
  doc.font("bold").text(`${label}\u00a0: `, { continued: true }).font("regular").text(value);
}

/** Who issues a document: the association's name in bold, then its address when it has one. */
export function organiserLines(doc: Pdf, identity: Pick<AssociationIdentity, "name" | "street" | "postalCode" | "city">): void {
  doc
    .font("bold")
    .fontSize(10)
    .text(identity.name || "Organisateur");
  doc.font("regular");
  const address = [identity.street, [identity.postalCode, identity.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  if (address) doc.text(address);
}
