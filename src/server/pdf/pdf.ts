/**
 * PDF documents drawn on the server with pdfkit, in DejaVu Sans (npm `dejavu-fonts-ttf`, Bitstream
 * Vera licence): embedded, it has every French letter (é, œ, ç, « ») that pdfkit's built-in
 * Helvetica would garble.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

export type Pdf = PDFKit.PDFDocument;

/** A4 portrait, 36 pt margins, the fonts registered as "regular" and "bold"; pages added by the caller. */
export function newPdf(title: string): Pdf {
  const doc = new PDFDocument({ size: "A4", margin: 36, autoFirstPage: false, info: { Title: title, Author: "Plaines" } });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
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
