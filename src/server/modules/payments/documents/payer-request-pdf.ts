/**
 * The payment request an organisation receives for its share of a child's registration (decision
 * 0056): one A4 page in the look of the numbered receipt (receipt-pdf.ts), from the association (its
 * name, address, company number and contact) to the organisation, saying for which child and
 * plaine, the child's price, the share and what is asked, by when, to which account and with which
 * structured communication, with the EPC QR code a banking app reads. Names and dates only: nothing
 * of the child's medical file.
 */
import { DEMO_ACCOUNT_NOTICE } from "../../../../domain/association.ts";
import { formatDateFr, formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { shareOutstandingCents, type PayerShareStatus } from "../../../../domain/payers.ts";
import { qrPng } from "../../../mail/qr.ts";
import { BAND, BLANK, INK, MUTED, RULE } from "../../../pdf/palette.ts";
import { type Pdf, pdfBytes, type PdfLetterhead } from "../../../pdf/pdf.ts";
import { BAR, documentPage, drawHeading, drawIssuedOn, type Frame, GAP, LABEL_WIDTH, PAD, titleBar } from "./blocks.ts";

/** What a payment request says, as its loader reads it (payer-request-document.ts). */
export interface PayerRequestDocument {
  /** "2027-0004" (receiptNumberLabel of the share's year and number). */
  number: string;
  /** YYYY-MM-DD: the day the share was taken, in Brussels. */
  issuedOn: string;
  /** The association: its name, address lines, company number ("0123.456.749") and contact. */
  issuer: { name: string; address: string[]; companyNumber: string | null; email: string | null; phone: string | null };
  /** The organisation (or the parent) asked to pay, its postal address as lines. */
  payer: { name: string; contactName: string | null; address: string[] };
  /** The child's other parent is asked their part (decision 0058), not an organisation. */
  byParent: boolean;
  child: { firstName: string; lastName: string };
  activity: { title: string; startDate: string; endDate: string };
  /** The registration's reference the family knows (registrationReference). */
  reference: string;
  /** The child's whole price: the family's part and every share not withdrawn. */
  childPriceCents: number;
  amountCents: number;
  /** When the share is a percentage of the child's price; null for a sum. */
  percent: number | null;
  /** A voucher the family handed in: its number as printed; null for an organisation's share. */
  voucherNumber: string | null;
  receivedCents: number;
  status: PayerShareStatus;
  /** YYYY-MM-DD: the last day to pay. */
  dueDate: string;
  /** +++123/4567/89012+++ */
  communication: string;
  /** The association's account, IBAN by groups of four; null while it has given none. */
  bank: { beneficiary: string; iban: string; bic: string; demo: boolean } | null;
  /** The EPC QR code's text for what is left to pay; null when there is nothing to pay or no valid account. */
  qrPayload: string | null;
  /** What the family pays of the child's price. */
  familyPartCents: number;
  /** What other organisations take of it. */
  otherSharesCents: number;
}

const QR_SIZE = 104;

/** "Demande de paiement n° 2027-0004", the PDF's title, its heading and the e-mail's subject. */
export const payerRequestTitle = (number: string) => `Demande de paiement n°\u00a0${number}`;

/** "du 6 au 10 juillet 2027", or "le 6 juillet 2027" for a plaine of one day. */
export function plaineDatesText(activity: PayerRequestDocument["activity"]): string {
  return activity.startDate.slice(0, 10) === activity.endDate.slice(0, 10)
    ? `le ${formatDateFr(activity.startDate)}`
    : formatDateRangeFr(activity.startDate, activity.endDate);
}

/** "50 % du prix" for a percentage, "Chèque n° WV-0042" for a voucher, else the sum. */
export function shareText(request: Pick<PayerRequestDocument, "percent" | "amountCents" | "voucherNumber">): string {
  if (request.voucherNumber) return `Chèque n°\u00a0${request.voucherNumber}`;
  return request.percent === null ? formatEuros(request.amountCents) : `${request.percent}\u00a0% du prix`;
}

/** Who pays the rest of the child's price, or null when the share is the whole of it. */
export function balanceSentence(request: Pick<PayerRequestDocument, "familyPartCents" | "otherSharesCents" | "byParent">): string | null {
  const family = request.familyPartCents > 0;
  const others = request.otherSharesCents > 0;
  if (request.byParent) {
    if (family && others) return "Le solde est payé par l'autre parent et par des organismes.";
    if (family) return "Le solde est payé par l'autre parent.";
  }
  if (family && others) return "Le solde est payé par la famille et par d'autres organismes.";
  if (family) return "Le solde est payé par la famille.";
  if (others) return "Le solde est payé par d'autres organismes.";
  return null;
}

/** A box's lines: the first in bold (a name), the others plain, each its own line. */
function addressHeight(doc: Pdf, lines: readonly string[], width: number): number {
  return lines.reduce((sum, line, index) => {
    doc.font(index === 0 ? "bold" : "regular").fontSize(index === 0 ? 10 : 9);
    return sum + doc.heightOfString(line, { width }) + 1;
  }, 0);
}

function drawAddressLines(doc: Pdf, frame: Frame, lines: readonly string[]) {
  let y = frame.y;
  lines.forEach((line, index) => {
    doc
      .font(index === 0 ? "bold" : "regular")
      .fontSize(index === 0 ? 10 : 9)
      .fillColor(INK)
      .text(line, frame.x, y, { width: frame.width });
    y = doc.y + 1;
  });
}

/** The association and the organisation side by side, as a letter's sender and addressee; returns the bottom. */
function drawParties(doc: Pdf, frame: Frame, request: PayerRequestDocument): number {
  const half = (frame.width - GAP) / 2;
  const { issuer, payer } = request;
  const issuerLines = [
    issuer.name,
    ...issuer.address,
    ...(issuer.companyNumber ? [`Numéro d'entreprise\u00a0: ${issuer.companyNumber}`] : []),
    ...[issuer.email, issuer.phone].filter((part): part is string => Boolean(part)),
  ];
  const payerLines = [payer.name, ...(payer.contactName ? [`À l'attention de ${payer.contactName}`] : []), ...payer.address];
  const inner = half - 2 * PAD;
  const height = BAR + 2 * PAD + Math.max(addressHeight(doc, issuerLines, inner), addressHeight(doc, payerLines, inner));
  const boxes: [string, string[], number][] = [
    ["Émise par", issuerLines, frame.x],
    ["Adressée à", payerLines, frame.x + half + GAP],
  ];
  for (const [title, lines, x] of boxes) {
    titleBar(doc, { x, y: frame.y, width: half }, title);
    doc.rect(x, frame.y, half, height).stroke(RULE);
    drawAddressLines(doc, { x: x + PAD, y: frame.y + BAR + PAD, width: inner }, lines);
  }
  return frame.y + height;
}

/** "Date d'émission : …" on the left, "Échéance : …" on the right, each label in grey and its value in bold. */
function drawDates(doc: Pdf, frame: Frame, request: PayerRequestDocument): number {
  const pair = (label: string, value: string, align: "left" | "right") => {
    const labelText = `${label}\u00a0: `;
    const labelWidth = doc.font("regular").fontSize(9).widthOfString(labelText);
    const valueWidth = doc.font("bold").fontSize(9).widthOfString(value);
    const x = align === "left" ? frame.x : frame.x + frame.width - labelWidth - valueWidth;
    doc.font("regular").fillColor(MUTED).text(labelText, x, frame.y, { lineBreak: false });
    doc
      .font("bold")
      .fillColor(INK)
      .text(value, x + labelWidth, frame.y, { lineBreak: false });
  };
  pair("Date d'émission", formatDateFr(request.issuedOn), "left");
  pair("Échéance", formatDateFr(request.dueDate), "right");
  return frame.y + 12 + GAP;
}

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
}

/** The one line the request is for: the child, the plaine, the price, the share, the sum asked. */
function drawTable(doc: Pdf, frame: Frame, request: PayerRequestDocument): number {
  const amounts = 88;
  const columns: Column[] = [
    { title: "Enfant", width: 112, align: "left" },
    { title: "Plaine", width: frame.width - 112 - 3 * amounts, align: "left" },
    { title: "Prix de l'enfant", width: amounts, align: "right" },
    { title: request.byParent ? "Votre part" : "Part prise en charge", width: amounts, align: "right" },
    { title: "Montant demandé", width: amounts, align: "right" },
  ];
  const cells = [
    `${request.child.firstName} ${request.child.lastName}`,
    `«\u00a0${request.activity.title}\u00a0»\n${plaineDatesText(request.activity)}`,
    formatEuros(request.childPriceCents),
    shareText(request),
    formatEuros(request.amountCents),
  ];
  const cellHeight = (text: string, column: Column, font: "bold" | "regular", size: number) => {
    doc.font(font).fontSize(size);
    return doc.heightOfString(text, { width: column.width - 2 * PAD });
  };
  const head = Math.max(...columns.map((column) => cellHeight(column.title, column, "bold", 8.5))) + 2 * 4;
  const body = Math.max(...columns.map((column, index) => cellHeight(cells[index], column, "regular", 10))) + 2 * PAD;
  titleBar(doc, frame, "Objet de la demande");
  const top = frame.y + BAR;
  doc.rect(frame.x, top, frame.width, head).fill(BAND);
  doc.rect(frame.x, frame.y, frame.width, BAR + head + body).stroke(RULE);
  doc
    .moveTo(frame.x, top + head)
    .lineTo(frame.x + frame.width, top + head)
    .stroke(RULE);
  let x = frame.x;
  columns.forEach((column, index) => {
    const options = { width: column.width - 2 * PAD, align: column.align };
    doc
      .font("bold")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(column.title, x + PAD, top + 4, options);
    doc
      .font(index === 4 ? "bold" : "regular")
      .fontSize(10)
      .fillColor(INK)
      .text(cells[index], x + PAD, top + head + PAD, options);
    x += column.width;
  });
  let y = top + head + body + 4;
  const notes = [`Référence de l'inscription\u00a0: ${request.reference}.`, balanceSentence(request)].filter(Boolean).join(" ");
  doc.font("regular").fontSize(9).fillColor(MUTED).text(notes, frame.x, y, { width: frame.width });
  y = doc.y;
  if (request.receivedCents > 0) {
    doc.fillColor(INK).text(`Déjà reçu\u00a0: ${formatEuros(request.receivedCents)}.`, frame.x, y + 2, { width: frame.width });
    y = doc.y;
  }
  return y + GAP;
}

/** The sum to pay in large type and the day it is due; or why nothing is to pay. */
function drawAmountBand(doc: Pdf, frame: Frame, request: PayerRequestDocument): number {
  const outstanding = shareOutstandingCents(request);
  const [main, sub] =
    request.status === "cancelled"
      ? ["Demande annulée", "Cette part a été retirée\u00a0: rien n'est à payer."]
      : outstanding === 0
        ? [`${formatEuros(request.amountCents)} reçus`, "Cette demande est payée\u00a0: merci."]
        : [
            `${request.receivedCents > 0 ? "Reste à payer" : "Montant à payer"}\u00a0: ${formatEuros(outstanding)}`,
            `À payer au plus tard le ${formatDateFr(request.dueDate)}`,
          ];
  const band = 48;
  doc.rect(frame.x, frame.y, frame.width, band).fillAndStroke(BAND, RULE);
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(INK)
    .text(main, frame.x, frame.y + 9, { width: frame.width, align: "center", lineBreak: false });
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(INK)
    .text(sub, frame.x, frame.y + 30, { width: frame.width, align: "center", lineBreak: false });
  return frame.y + band + GAP;
}

/** How to pay: the account, the communication, and the QR code at the right. */
async function drawPayment(doc: Pdf, frame: Frame, request: PayerRequestDocument): Promise<number> {
  const { bank } = request;
  const fields: [string, string][] = [
    ["Bénéficiaire", bank?.beneficiary ?? BLANK],
    ["IBAN", bank?.iban ?? BLANK],
    ["BIC", bank?.bic ?? BLANK],
    ["Communication structurée", request.communication],
    ["Montant", formatEuros(request.status === "cancelled" ? 0 : shareOutstandingCents(request))],
  ];
  const qr = request.qrPayload ? await qrPng(request.qrPayload) : null;
  const textWidth = frame.width - (qr ? QR_SIZE + PAD : 0);
  const rows = fields.length * 17;
  const height = BAR + 2 * PAD + Math.max(rows, qr ? QR_SIZE + 12 : 0);
  titleBar(doc, frame, "Paiement par virement bancaire");
  doc.rect(frame.x, frame.y, frame.width, height).stroke(RULE);
  let y = frame.y + BAR + PAD + 2;
  for (const [label, value] of fields) {
    doc
      .font("regular")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, frame.x + PAD, y + 1.5, { width: LABEL_WIDTH - PAD, lineBreak: false });
    doc
      .font(label === "Communication structurée" || label === "Montant" ? "bold" : "regular")
      .fontSize(label === "Communication structurée" ? 11 : 10)
      .fillColor(INK)
      .text(value, frame.x + LABEL_WIDTH, y, { width: textWidth - LABEL_WIDTH - PAD, lineBreak: false });
    y += 17;
  }
  if (qr) {
    const qrX = frame.x + frame.width - QR_SIZE - PAD;
    doc.image(qr, qrX, frame.y + BAR + 2, { width: QR_SIZE, height: QR_SIZE });
    doc
      .font("regular")
      .fontSize(7)
      .fillColor(MUTED)
      .text("Scannez ce code avec l'application de votre banque", qrX - 10, frame.y + BAR + QR_SIZE + 2, {
        width: QR_SIZE + 20,
        align: "center",
      });
  }
  return frame.y + height + GAP;
}

function drawClosing(doc: Pdf, frame: Frame, y: number, request: PayerRequestDocument): number {
  const sentences = [
    "Merci d'indiquer exactement la communication structurée\u00a0: elle nous permet de rattacher votre paiement à cette demande.",
    ...(request.bank?.demo ? [DEMO_ACCOUNT_NOTICE] : []),
    ...(request.issuer.email ? [`Pour toute question, écrivez-nous à ${request.issuer.email}.`] : []),
  ];
  doc.font("regular").fontSize(10).fillColor(INK).text(sentences.join(" "), frame.x, y, { width: frame.width, lineGap: 2 });
  return doc.y + GAP;
}

/** The request as a PDF, on the association's letterhead when given (its logo and foot, as the receipt). */
export async function payerRequestPdf(request: PayerRequestDocument, letterhead: PdfLetterhead | null = null): Promise<Uint8Array> {
  const title = payerRequestTitle(request.number);
  const { doc, frame } = documentPage(title, letterhead);
  let y = drawHeading(doc, frame, title, "Part d'une inscription à une plaine de vacances prise en charge par un organisme");
  y = drawParties(doc, { ...frame, y }, request) + GAP;
  y = drawDates(doc, { ...frame, y }, request);
  y = drawTable(doc, { ...frame, y }, request);
  y = drawAmountBand(doc, { ...frame, y }, request);
  y = await drawPayment(doc, { ...frame, y }, request);
  y = drawClosing(doc, frame, y, request);
  drawIssuedOn(doc, frame, y + GAP, `Demande émise le ${formatDateFr(request.issuedOn)} par ${request.issuer.name}`);
  return pdfBytes(doc);
}
