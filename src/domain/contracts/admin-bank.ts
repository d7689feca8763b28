/**
 * Bank transfers in the administration: importing the bank's statements (CODA or CAMT.053), the
 * credits nobody could match and those to give back, the payment deadline of one transfer, and
 * the reminder and deadline rules. The input schemas are in admin-bank-input.ts.
 */
import type { BankMovementOutcome, BankTransferRules } from "../bank-transfers.ts";
import { apiPath } from "./api-path.ts";

export const adminBankPaths = {
  /** POST, the file's bytes as the body (one file per request). */
  importStatement: apiPath("/api/admin/payments/import"),
  /** GET, `?page=` (decimal digits, 1 by default). */
  movements: apiPath("/api/admin/bank-movements"),
  paymentSearch: apiPath("/api/admin/bank-movements/payments"),
  assign: apiPath("/api/admin/bank-movements/:id/assign"),
  dismiss: apiPath("/api/admin/bank-movements/:id/dismiss"),
  refundSettled: apiPath("/api/admin/bank-movements/:id/refund-settled"),
  deadline: apiPath("/api/admin/payments/:id/deadline"),
  rules: apiPath("/api/admin/bank-transfer-rules"),
};

/** POST /api/admin/payments/import: what one file did. */
export interface BankImportReport {
  format: "coda" | "camt053";
  account: string;
  credits: number;
  matched: number;
  partlyPaid: number;
  overpaid: number;
  unmatched: number;
  alreadyImported: number;
  debitsIgnored: number;
  /** Lines of 0,00 € (a fee waived, an information record): nothing to record. */
  zeroAmountsIgnored: number;
  /** Credits in another currency than the euro, never matched: listed for an administrator, by currency. */
  foreignCurrency: { currency: string; credits: number }[];
}

export interface BankMovementView {
  id: string;
  amountCents: number;
  /** "EUR", or the other currency the bank gave (such a credit cannot be assigned to a payment). */
  currency: string;
  valueDate: string;
  communication: string | null;
  freeCommunication: string;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  outcome: BankMovementOutcome;
  outcomeLabel: string;
  refundCents: number;
  /** The payment it went to: parent and plaine, for the refund list. */
  payment: { id: string; parentName: string | null; activityTitle: string; communication: string | null } | null;
}

/** How many unmatched credits one page of the list holds. */
export const UNMATCHED_PAGE_SIZE = 50;

/** GET /api/admin/bank-movements?page= (1 by default) */
export interface BankMovementsResponse {
  /** One page of the unmatched credits, newest value date first. */
  unmatched: BankMovementView[];
  /** All the unmatched credits, on every page. */
  unmatchedCount: number;
  page: number;
  pageSize: number;
  toRefund: BankMovementView[];
}

/** A bank-transfer payment an unmatched credit may be assigned to. */
export interface PaymentCandidate {
  id: string;
  parentName: string;
  parentEmail: string | null;
  childNames: string[];
  activityTitle: string;
  communication: string | null;
  amountCents: number;
  receivedCents: number;
  statusLabel: string;
}

/** GET /api/admin/bank-movements/payments?q= */
export interface PaymentSearchResponse {
  payments: PaymentCandidate[];
}

/** POST assign / dismiss / refund-settled */
export interface BankMovementResponse {
  movement: BankMovementView;
}

/** PUT /api/admin/payments/:id/deadline */
export interface PaymentDeadlineResponse {
  payment: { id: string; deadline: string };
}

/** GET and PUT /api/admin/bank-transfer-rules */
export type BankTransferRulesResponse = { rules: BankTransferRules };
