/**
 * Numbered receipts of money received (decision 0055): each bank credit assigned to a transfer and
 * each card payment confirmed has one, which the family (and an administrator) downloads as a PDF.
 */
import { apiPath } from "./api-path.ts";

export const receiptPaths = {
  /** GET: the receipt's PDF, for the parent whose payment it is (404 for anybody else). */
  pdf: apiPath("/api/receipts/:id/pdf"),
  /** GET: the same PDF, for an administrator. */
  adminPdf: apiPath("/api/admin/receipts/:id/pdf"),
};

/** A receipt as the pages list it. */
export interface ReceiptView {
  id: string;
  /** "2026-0012" (receiptNumberLabel). */
  number: string;
  amountCents: number;
  /** YYYY-MM-DD: the day the money arrived (the bank's booking date; a card's day in Brussels). */
  receivedOn: string;
}
