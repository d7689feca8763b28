/**
 * Organisations that pay for children (decision 0056): the directory an administrator keeps, and
 * the shares they take of registrations, each with its numbered payment request, structured
 * communication and deadline. The input schemas are in admin-payers-input.ts.
 */
import type { PayerKind, PayerShareStatus } from "../payers.ts";
import { apiPath } from "./api-path.ts";
import type { InvoiceView } from "./invoices.ts";
import type { ReceiptView } from "./receipts.ts";

export const adminPayerPaths = {
  /** GET: the directory (archived ones last); POST: a new organisation. */
  payers: apiPath("/api/admin/payers"),
  /** PUT: its details, or archived / back in use. */
  payer: apiPath("/api/admin/payers/:id"),
  /** GET `?payerId=&status=due|paid|cancelled|all`: the shares, those to chase first. */
  shares: apiPath("/api/admin/payer-shares"),
  /** POST: a share of this registration taken by an organisation (the family's part goes down). */
  registrationShares: apiPath("/api/admin/registrations/:id/payer-shares"),
  /** DELETE: a share with nothing received withdrawn (the family's part goes back up). */
  share: apiPath("/api/admin/payer-shares/:id"),
  /** POST: the payment request e-mailed to the organisation again. */
  shareSend: apiPath("/api/admin/payer-shares/:id/send"),
  /** POST: received by hand (a voucher's paper, a cheque): the share is paid in full today. */
  shareReceived: apiPath("/api/admin/payer-shares/:id/received"),
  /** GET: the payment request as a PDF. */
  sharePdf: apiPath("/api/admin/payer-shares/:id/pdf"),
};

export interface PayerView {
  id: string;
  kind: PayerKind;
  kindLabel: string;
  name: string;
  contactName: string | null;
  email: string;
  /** Formatted by groups of four; null when not given. */
  iban: string | null;
  address: string | null;
  archived: boolean;
  /** Shares not cancelled, of registrations that stand. */
  shareCount: number;
  /** What it still owes on those shares today. */
  outstandingCents: number;
}

export interface PayersResponse {
  payers: PayerView[];
}

export interface PayerShareView {
  id: string;
  /** The payment request's number: "2027-0004". */
  number: string;
  /** The organisation; null for the share of a child's other parent (decision 0058). */
  payerId: string | null;
  payerName: string;
  payerKindLabel: string;
  registrationId: string;
  /** The registration's reference the family knows (R-…). */
  reference: string;
  childName: string;
  activityId: string;
  activityTitle: string;
  startDate: string;
  endDate: string;
  amountCents: number;
  /** When stated as a percentage of the child's price. */
  percent: number | null;
  /** A voucher's number as printed (the family declared it); null for an organisation's share. */
  voucherNumber: string | null;
  receivedCents: number;
  outstandingCents: number;
  status: PayerShareStatus;
  statusLabel: string;
  dueDate: string;
  /** Due, not received in full, and its day passed (Brussels). */
  overdue: boolean;
  /** The child's registration was cancelled since: nothing more to ask; money received goes back. */
  registrationCancelled: boolean;
  /** +++123/4567/89012+++ */
  communication: string;
  /** When the request was last e-mailed; null when never. */
  sentAt: string | null;
  /** Its invoice and any credit note or further invoice since, in the order issued (decision 0057). */
  invoices: InvoiceView[];
  /** The numbered receipts of the money received for it (by the bank, or by hand). */
  receipts: ReceiptView[];
}

export interface PayerSharesResponse {
  shares: PayerShareView[];
  /** What the shares listed still wait for. */
  outstandingCents: number;
}

/** A share taken: the share, and the family's price change as the price route says it. */
export interface PayerShareCreated {
  share: PayerShareView;
  message: string;
}

export interface PayerShareActionResult {
  message: string;
}
