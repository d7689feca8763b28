/**
 * Invoices and credit notes (decision 0057): a family's payment is invoiced when its parent asks
 * ('Obtenir la facture'), an organisation's share when it is taken; every later change of what
 * they ask is a further invoice or a credit note. Each downloads as a PDF.
 */
import type { InvoiceKind } from "../invoices.ts";
import { apiPath } from "./api-path.ts";

export const invoicePaths = {
  /** POST: the payment's invoice issued (or brought up to date), for the payment's parent (404 for anybody else). */
  issueForPayment: apiPath("/api/payments/:id/invoice"),
  /** GET: the invoice's or credit note's PDF, for the parent whose payment it bills (404 for anybody else). */
  pdf: apiPath("/api/invoices/:id/pdf"),
  /** GET: the same PDF (a share's too), for an administrator. */
  adminPdf: apiPath("/api/admin/invoices/:id/pdf"),
};

/** An invoice or a credit note as the pages list it. */
export interface InvoiceView {
  id: string;
  kind: InvoiceKind;
  /** "2026-0003" (invoiceNumberLabel), numbered in its kind's series. */
  number: string;
  amountCents: number;
  /** YYYY-MM-DD: the day it was issued, in Brussels. */
  issuedOn: string;
  /** A credit note: the number of the invoice it corrects. */
  correctsNumber: string | null;
}

/** POST /api/payments/:id/invoice: the payment's documents, oldest first. */
export interface PaymentInvoicesResponse {
  invoices: InvoiceView[];
}
