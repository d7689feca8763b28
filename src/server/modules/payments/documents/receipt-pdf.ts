/**
 * The numbered receipt of money received (decision 0055): one A4 page, from the association (its
 * letterhead on the page, its name and address in the 'Émis par' box) to the payer, saying what
 * was received, when, how, and for which registration. No health data: the children's names and
 * the plaine are all it says about them.
 */
import { formatDateFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import type { PaymentMethod } from "../../../../domain/registration.ts";
import { BAND, INK, RULE } from "../../../pdf/palette.ts";
import { type Pdf, pdfBytes, type PdfLetterhead } from "../../../pdf/pdf.ts";
import { documentPage, drawBox, drawHeading, drawIssuedOn, type Frame, GAP, plaineText } from "./blocks.ts";

/** What a receipt says, as its loader reads it (receipt-document.ts). */
export interface ReceiptDocumentContent {
  /** "2026-0012" (receiptNumberLabel). */
  number: string;
  /** The parent's first and last name ('Compte supprimé' once their account is erased), or the organisation's name for its share. */
  payerName: string;
  amountCents: number;
  /** YYYY-MM-DD: the day the money arrived. */
  receivedOn: string;
  method: PaymentMethod;
  /** A share handed in rather than paid by the bank (a voucher's paper, a cheque). */
  byHand: boolean;
  /** A transfer's structured communication, formatted (+++…+++); null for a card. */
  communication: string | null;
  /** "Léa Dupont", every child of the payment, by first then last name. */
  children: string[];
  activity: { title: string; startDate: string; endDate: string };
  /** The reference of the payment's primary registration (registrationReference). */
  reference: string;
  /** YYYY-MM-DD: the day the receipt was issued, in Brussels. */
  issuedOn: string;
}

const receiptTitle = (number: string) => `Reçu n°\u00a0${number}`;

/** "par virement bancaire (communication +++…+++)", "par carte bancaire". */
function meansOfPayment(content: ReceiptDocumentContent): string {
  if (content.byHand) return "remis en main propre";
  if (content.method === "stripe") return "par carte bancaire";
  return content.communication ? `par virement bancaire (communication ${content.communication})` : "par virement bancaire";
}

/** "Léa Dupont", "Léa Dupont et Tom Dupont", "Léa, Tom et Zoé Dupont" written out in full. */
function childrenText(children: readonly string[]): string {
  if (children.length <= 1) return children[0] ?? "";
  return `${children.slice(0, -1).join(", ")} et ${children.at(-1)}`;
}

/** Who issues the receipt: the association, as its letterhead names it. */
function drawIssuer(doc: Pdf, frame: Frame, letterhead: PdfLetterhead): number {
  return drawBox(doc, frame, "Émis par", [
    { label: "Association", value: letterhead.name },
    ...(letterhead.lines.length > 0 ? [{ label: "Adresse et contact", value: letterhead.lines.join("\n") }] : []),
  ]);
}

/** The payer, then the sum in large type. */
function drawPayerAndSum(doc: Pdf, frame: Frame, content: ReceiptDocumentContent): number {
  const bottom = drawBox(doc, frame, "Reçu de", [{ label: "Nom et prénom", value: content.payerName }]) + GAP;
  const band = 34;
  doc.rect(frame.x, bottom, frame.width, band).fillAndStroke(BAND, RULE);
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(INK)
    .text(`La somme de ${formatEuros(content.amountCents)}`, frame.x, bottom + 10, {
      width: frame.width,
      align: "center",
      lineBreak: false,
    });
  return bottom + band + GAP;
}

function drawDetails(doc: Pdf, frame: Frame, content: ReceiptDocumentContent): number {
  return drawBox(doc, frame, "Détail", [
    { label: "Reçue le", value: formatDateFr(content.receivedOn) },
    { label: "Mode de paiement", value: meansOfPayment(content) },
    { label: "Pour l'inscription de", value: content.children.join("\n") },
    { label: "À la plaine", value: plaineText(content.activity) },
    { label: "Référence de l'inscription", value: content.reference },
  ]);
}

/** The same facts in one sentence, as a receipt is read aloud. */
function drawStatement(doc: Pdf, frame: Frame, y: number, content: ReceiptDocumentContent): number {
  const who = content.children.length > 0 ? `pour l'inscription de ${childrenText(content.children)} ` : "pour une inscription ";
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(INK)
    .text(
      `La somme de ${formatEuros(content.amountCents)} a été reçue de ${content.payerName} le ${formatDateFr(content.receivedOn)} ` +
        `${meansOfPayment(content)} ${who}à la plaine ${plaineText(content.activity)} ` +
        `(référence de l'inscription\u00a0: ${content.reference}).`,
      frame.x,
      y,
      { width: frame.width, lineGap: 2 },
    );
  return doc.y + GAP;
}

export async function receiptPdf(content: ReceiptDocumentContent, letterhead: PdfLetterhead | null = null): Promise<Buffer> {
  const title = receiptTitle(content.number);
  const { doc, frame } = documentPage(title, letterhead);
  let y = drawHeading(doc, frame, title, "Reçu d'une somme payée pour l'inscription à une plaine de vacances");
  if (letterhead) y = drawIssuer(doc, { ...frame, y }, letterhead) + GAP;
  y = drawPayerAndSum(doc, { ...frame, y }, content);
  y = drawDetails(doc, { ...frame, y }, content) + GAP;
  y = drawStatement(doc, frame, y, content);
  drawIssuedOn(doc, frame, y + GAP, `Reçu émis le ${formatDateFr(content.issuedOn)}`);
  return pdfBytes(doc);
}
