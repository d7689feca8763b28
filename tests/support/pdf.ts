/** Reading the PDFs the server sends, as text a test can look into. */
import { extractText } from "unpdf";

/** The text of each page, spaces made plain (fr-BE amounts hold no-break spaces; pdf.js keeps the words, not always the line breaks). */
export async function pdfPages(body: Buffer): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(body));
  return text.map((page) => page.replace(/\s+/g, " "));
}
