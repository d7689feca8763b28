/**
 * Invoices and credit notes as documents (decision 0057): the parent's 'Obtenir la facture' and
 * the PDF of one document, drawn from the snapshot it froze when issued. A parent reaches only the
 * documents of their own payments: another family's, an organisation's, like one that does not
 * exist, is not found.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { isUuid } from "../../../domain/ids.ts";
import { invoiceNumberLabel } from "../../../domain/invoices.ts";
import { fileNameSlug } from "../../../domain/file-name.ts";
import type { InvoiceView } from "../../../domain/contracts/invoices.ts";
import type { Db } from "../../db/client.ts";
import { invoices, payments } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { pdfLetterhead } from "../association/index.ts";
import type { PdfLetterhead } from "../../pdf/pdf.ts";
import { type InvoiceDocumentContent, invoiceHeading, invoicePdf } from "./documents/invoice-pdf.ts";
import { invoicesOf, reconcileInvoices } from "./invoices.ts";
import { lockPaymentWithActivity } from "./lock.ts";

const INVOICE_NOT_FOUND = "Facture non trouvée";
const PAYMENT_NOT_FOUND = "Paiement non trouvé";

/**
 * The payment's invoice issued for its parent (or brought up to date: a further invoice or a
 * credit note when what it asks moved without one), in the caller's transaction, under the
 * plaine's then the payment's lock: two requests at once issue one. 404 for anybody but the
 * payment's parent. Returns the payment's documents, oldest first.
 */
export async function issuePaymentInvoice(tx: Db, paymentId: string, parentId: string): Promise<InvoiceView[]> {
  if (!isUuid(paymentId)) throw notFound(PAYMENT_NOT_FOUND);
  const [owned] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.parentId, parentId)));
  if (!owned) throw notFound(PAYMENT_NOT_FOUND);
  const locked = await lockPaymentWithActivity(tx, paymentId);
  if (!locked || locked.payment.parentId !== parentId) throw notFound(PAYMENT_NOT_FOUND);
  await reconcileInvoices(tx, { paymentId }, { start: true });
  return (await invoicesOf(tx, { paymentIds: [paymentId] })).map(({ paymentId: _p, payerShareId: _s, ...view }) => view);
}

/** What a document says, or null when there is none of that id or, with `parentId`, when it bills no payment of that parent. */
async function invoiceDocument(db: Db, invoiceId: string, { parentId }: { parentId?: string }): Promise<InvoiceDocumentContent | null> {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .leftJoin(payments, eq(payments.id, invoices.paymentId))
    .where(
      and(
        eq(invoices.id, invoiceId),
        parentId === undefined ? undefined : and(isNotNull(invoices.paymentId), eq(payments.parentId, parentId)),
      ),
    );
  if (!row) return null;
  const { invoice } = row;
  let correctsNumber: string | null = null;
  if (invoice.correctsInvoiceId) {
    const [corrected] = await db
      .select({ year: invoices.year, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoice.correctsInvoiceId));
    correctsNumber = corrected ? invoiceNumberLabel(corrected.year, corrected.number) : null;
  }
  return {
    kind: invoice.kind,
    number: invoiceNumberLabel(invoice.year, invoice.number),
    correctsNumber,
    amountCents: invoice.amountCents,
    issuedOn: brusselsToday(invoice.issuedAt),
    snapshot: invoice.snapshot,
  };
}

/** "facture-2026-0003.pdf", "note-de-credit-2026-0001.pdf". */
const invoiceFileName = (content: Pick<InvoiceDocumentContent, "kind" | "number">) =>
  `${fileNameSlug(`${content.kind === "invoice" ? "Facture" : "Note de crédit"} ${content.number}`, "facture")}.pdf`;

/** A document's PDF and the name the browser or the e-mail gives it. */
export interface InvoiceFile {
  filename: string;
  pdf: Buffer;
}

/** The document's PDF on the association's letterhead; 404 'Facture non trouvée' as invoiceDocument finds none. */
export async function invoiceFile(
  deps: { db: Db; media: MediaStore },
  invoiceId: string,
  who: { parentId?: string } = {},
): Promise<InvoiceFile> {
  const content = await invoiceDocument(deps.db, invoiceId, who);
  if (!content) throw notFound(INVOICE_NOT_FOUND);
  return { filename: invoiceFileName(content), pdf: await invoicePdf(content, await pdfLetterhead(deps.db, deps.media)) };
}

/** A share's invoices and credit notes as PDF files, oldest first, for the organisation's e-mail. */
export async function shareInvoiceFiles(db: Db, shareId: string, letterhead: PdfLetterhead): Promise<(InvoiceFile & { number: string })[]> {
  const files: (InvoiceFile & { number: string })[] = [];
  for (const view of await invoicesOf(db, { payerShareIds: [shareId] })) {
    const content = await invoiceDocument(db, view.id, {});
    if (content)
      files.push({ number: invoiceHeading(content), filename: invoiceFileName(content), pdf: await invoicePdf(content, letterhead) });
  }
  return files;
}
