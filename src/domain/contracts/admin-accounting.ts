/**
 * The accountant's view of the plaines' money (decision 0054): every sum received and every sum
 * given back, each on its bank day, per plaine and payer, with a summary of the period. The same
 * lines as a CSV or XLSX file. The query schema is in admin-accounting-input.ts.
 */
import type { PayerKind } from "../payers.ts";
import type { PaymentMethod } from "../registration.ts";
import { apiPath } from "./api-path.ts";
import type { ExportFormat } from "./admin.ts";

export const adminAccountingPaths = {
  /** GET `?from=&to=&activityId=` (dates YYYY-MM-DD, blank: no bound; a plaine's id, blank: all). */
  ledger: apiPath("/api/admin/accounting"),
  /** GET, the same query and `format=csv|xlsx`: the lines as a file. */
  export: apiPath("/api/admin/accounting/export"),
};

/** Money that came in (`receipt`) or went back (`refund`). */
export const LEDGER_KINDS = ["receipt", "refund"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How a sum came: the family's ways of paying, or by hand (a voucher, a cheque). */
type LedgerMethod = PaymentMethod | "by_hand";

/** Who paid: a parent, or an organisation of the directory by its kind (decision 0056). */
type PayerType = "parent" | PayerKind;

/** One sum received or given back. */
export interface LedgerLineView {
  /** Stable for the same sum from one answer to the next (a key for the page). */
  id: string;
  /** The bank's booking date of the credit or debit; for a card, the day in Brussels the provider confirmed it. */
  date: string;
  kind: LedgerKind;
  kindLabel: string;
  /** A card, a transfer, or handed to the association (a voucher's paper, a cheque: decision 0056). */
  method: LedgerMethod;
  methodLabel: string;
  payerType: PayerType;
  payerTypeLabel: string;
  /** The parent's name ('Compte supprimé' once their account is erased), or the organisation's. */
  payerName: string;
  activityId: string;
  activityTitle: string;
  /** The registration's reference the family knows (R-…). */
  reference: string;
  /** Bank transfers: the structured communication (+++…+++); null for a card. */
  communication: string | null;
  /** Always positive: `kind` says in which direction. */
  amountCents: number;
  /** A sum received: its numbered receipt (decision 0055); null for a refund. */
  receipt: { id: string; number: string } | null;
}

/** What one plaine's money did in the period, and what its families still owe today. */
export interface AccountingSummaryRow {
  activityId: string;
  activityTitle: string;
  startDate: string;
  receivedCents: number;
  refundedCents: number;
  /** Received less refunded. */
  netCents: number;
  /** What the families' unpaid payments still ask today, for registrations that stand (whatever the period). */
  dueFromFamiliesCents: number;
  /** What organisations' shares still ask today, for registrations that stand (whatever the period). */
  dueFromThirdPartiesCents: number;
}

export interface AccountingTotals {
  receivedCents: number;
  refundedCents: number;
  netCents: number;
  dueFromFamiliesCents: number;
  dueFromThirdPartiesCents: number;
}

/** GET /api/admin/accounting */
export interface AccountingResponse {
  /** The period asked for, as understood (null: no bound). */
  from: string | null;
  to: string | null;
  /** Oldest first, as a cash book reads. */
  lines: LedgerLineView[];
  /** One row per plaine with money in the period or still due, by start date. */
  summary: AccountingSummaryRow[];
  totals: AccountingTotals;
}

/** GET /api/admin/accounting/export's query. */
export interface AccountingExportQuery {
  format: ExportFormat;
  from?: string;
  to?: string;
  activityId?: string;
}
