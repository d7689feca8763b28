/**
 * Bank transfers in the administration: importing the bank's statements (CODA or CAMT.053), the
 * credits nobody could match and those to give back, the payment deadline of one transfer, and
 * the reminder and deadline rules. The input schemas are in admin-bank-input.ts.
 */
import type { BankMovementOutcome, BankTransferRules } from "../bank-transfers.ts";
import type { RefundFileFormat } from "../refunds.ts";
import type { RefundReason } from "../sepa-text.ts";
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
  /** GET, `?page=`: the statements imported so far, newest first. */
  statementImports: apiPath("/api/admin/bank-statements"),
  /** GET: one import's report, reopened. */
  statementImport: apiPath("/api/admin/bank-statements/:id"),
  /** GET: the transfer refunds due (each with what a SEPA file may hold of it) and the refund files made. */
  refunds: apiPath("/api/admin/refunds"),
  /** POST `{ movementIds }`: a SEPA credit-transfer file (pain.001) of those refunds. */
  refundFiles: apiPath("/api/admin/refund-files"),
  /** DELETE: a file the bank never carried out, withdrawn (204); its refunds are due again. 409 once one of them is paid. */
  refundFile: apiPath("/api/admin/refund-files/:id"),
  /** GET: a refund file's XML, as it was made. */
  refundFileDownload: apiPath("/api/admin/refund-files/:id/download"),
};

export const BANK_STATEMENT_FORMATS = ["coda", "camt053"] as const;
type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/**
 * A credit whose identity at the bank is one already imported but whose amount, currency or
 * communication differs: neither recorded nor applied, reported for the treasurer to check with
 * the bank (a corrected statement, or two movements the bank gave the same reference).
 */
export interface BankImportConflict {
  valueDate: string;
  amountCents: number;
  currency: string;
  /** The structured communication (+++…+++) it carries or its free text names; null when none. */
  communication: string | null;
  freeCommunication: string;
  counterpartyName: string | null;
  /** What was imported first under the same identity. */
  recorded: { valueDate: string; amountCents: number; currency: string; communication: string | null; freeCommunication: string };
}

/**
 * A debit carrying the end-to-end identifier of a refund the association sent by file, but not its
 * amount (or not in euros): the refund stays unpaid, for the treasurer to check with the bank.
 */
export interface BankRefundConflict {
  valueDate: string;
  /** The debit's amount, in its currency. */
  amountCents: number;
  currency: string;
  endToEndId: string;
  counterpartyName: string | null;
  /** The refund's amount in the file. */
  refundCents: number;
  /** Why, in French. */
  message: string;
}

/** POST /api/admin/payments/import (`?name=` the file's name): what one file did; kept, and reopened from the imports' list. */
export interface BankImportReport {
  format: BankStatementFormat;
  account: string;
  credits: number;
  matched: number;
  partlyPaid: number;
  overpaid: number;
  unmatched: number;
  /** Movements (credits and debits) an earlier import, or this file itself, recorded already. */
  alreadyImported: number;
  /** Debits recorded by this import (a refund sent, a bill paid): each once. */
  debits: number;
  /** Refunds sent by file that a debit's end-to-end identifier and amount showed paid. */
  refundsRecognised: number;
  /** Debits naming a refund by its end-to-end identifier but with another amount: recorded, not taken for it. */
  refundConflicts: BankRefundConflict[];
  /** Lines of 0,00 € (a fee waived, an information record): nothing to record. */
  zeroAmountsIgnored: number;
  /** Credits in another currency than the euro, never matched: listed for an administrator, by currency. */
  foreignCurrency: { currency: string; credits: number }[];
  /** Credits known by their identity but not by their amount or communication: to check, not counted as already imported. */
  conflicts: BankImportConflict[];
}

/** One file imported: when, which, into which account, how many movements, by whom. */
export interface BankStatementImportSummary {
  id: string;
  importedAt: string;
  fileName: string;
  format: BankStatementFormat;
  account: string;
  /** Every movement of the file: credits, debits and 0,00 € lines. */
  movements: number;
  credits: number;
  /** Credits reported for review (BankImportConflict). */
  conflicts: number;
  /** The administrator's name (or e-mail); null once their account is deleted. */
  importedBy: string | null;
}

/** How many imports one page of the list holds. */
export const STATEMENT_IMPORTS_PAGE_SIZE = 20;

/** GET /api/admin/bank-statements?page= (1 by default) */
export interface BankStatementImportsResponse {
  imports: BankStatementImportSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/bank-statements/:id */
export interface BankStatementImportResponse {
  import: BankStatementImportSummary;
  report: BankImportReport;
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

/** A part of a refund already in a file (not to be put in another). */
interface RefundInFile {
  fileId: string;
  /** When the file was made (ISO instant). */
  createdAt: string;
  amountCents: number;
  /** The bank's statement showed the transfer (or an administrator marked the refund as made). */
  paid: boolean;
}

/** A transfer refund due: a credit's sum to give back, to the account it came from. */
export interface RefundDue {
  movementId: string;
  /** What the credit has to give back in all (`refund_cents`). */
  refundCents: number;
  /** What no file holds yet: what the next file may send. 0 when every cent is in a file. */
  outstandingCents: number;
  /** The credit: amount, currency, value date. */
  receivedCents: number;
  currency: string;
  valueDate: string;
  /** Who the money goes back to: the payer as the bank named them, else the parent. */
  creditorName: string | null;
  /** The payer's account as the statement gave it (compact when it is a valid IBAN). */
  iban: string | null;
  /** Why it cannot go in a file (French, to show as it is); null when it can. */
  blocked: string | null;
  reason: RefundReason;
  reasonLabel: string;
  activityTitle: string | null;
  /** The registration's reference as the family knows it. */
  reference: string | null;
  parentName: string | null;
  communication: string | null;
  inFiles: RefundInFile[];
}

/** A SEPA file of refunds, made earlier. */
export interface RefundFileSummary {
  id: string;
  createdAt: string;
  /** Its number among the files made that day (1 for the first), as its name says. */
  number: number;
  fileName: string;
  messageId: string;
  format: RefundFileFormat;
  transfers: number;
  totalCents: number;
  /** How many of its transfers are known to be made. */
  paidTransfers: number;
  /** The administrator's name (or e-mail); null once their account is deleted. */
  createdBy: string | null;
}

/** How many files the list shows, newest first. */
export const REFUND_FILES_SHOWN = 50;

/** GET /api/admin/refunds */
export interface RefundsResponse {
  due: RefundDue[];
  files: RefundFileSummary[];
  /** The version the next file is written in (the settings'). */
  format: RefundFileFormat;
}

/** POST /api/admin/refund-files */
export interface RefundFileResponse {
  file: RefundFileSummary;
}
