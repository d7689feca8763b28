/**
 * Invoices and credit notes (decision 0057): what a family's payment or an organisation's share
 * asks is billed once by an invoice; when what it asks changes, the difference is billed by a
 * further invoice (more) or a credit note (less), never by editing what was issued. Numbered in
 * two series, each without gaps within its year, written as receipts are ("2026-0012").
 */
import { receiptNumberLabel } from "./receipts.ts";

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The series of `document_sequences` each kind is numbered in. */
export const INVOICE_SERIES: Record<InvoiceKind, string> = { invoice: "invoice", credit_note: "credit-note" };

/** What to issue now, or null when what was billed is what is asked. */
export interface InvoiceToIssue {
  kind: InvoiceKind;
  amountCents: number;
}

/**
 * Given what the invoices issued so far billed (invoices less credit notes) and what is asked now,
 * the document that makes them equal: an invoice of the increase, a credit note of the decrease,
 * nothing when equal. What is asked is never below 0 (a payment or a share asks 0 at least).
 */
export function invoiceToIssue(billedCents: number, askedCents: number): InvoiceToIssue | null {
  const asked = Math.max(askedCents, 0);
  if (asked === billedCents) return null;
  return asked > billedCents
    ? { kind: "invoice", amountCents: asked - billedCents }
    : { kind: "credit_note", amountCents: billedCents - asked };
}

/** What documents issued so far billed: invoices less credit notes. */
export function billedCents(documents: readonly { kind: InvoiceKind; amountCents: number }[]): number {
  return documents.reduce((sum, doc) => sum + (doc.kind === "invoice" ? doc.amountCents : -doc.amountCents), 0);
}

/** "2026-0003": the year and the number on four digits, as a receipt's. */
export function invoiceNumberLabel(year: number, number: number): string {
  return receiptNumberLabel(year, number);
}

/** "Facture n° 2026-0003", "Note de crédit n° 2026-0001" (non-breaking space before the number). */
export function invoiceTitle(kind: InvoiceKind, number: string): string {
  return `${kind === "invoice" ? "Facture" : "Note de crédit"} n°\u00a0${number}`;
}

/** The VAT mention an organiser's documents bear until the settings say otherwise (UNCONFIRMED wording, decision 0057). */
export const DEFAULT_VAT_MENTION = "Exonération de TVA – article 44, § 2, 2° du Code de la TVA";

/** The longest VAT mention the settings take. */
export const VAT_MENTION_MAX = 300;

/** One line of an invoice: what it bills and for how much (a discount is negative). */
export interface InvoiceLine {
  label: string;
  amountCents: number;
}

/**
 * What an invoice or a credit note says, frozen when it is issued (`invoices.snapshot`): the
 * organiser, the payer, the children and the plaine, the lines, and how to pay. A document never
 * changes once issued; a later change of what is asked is another document.
 */
export interface InvoiceSnapshot {
  /** The organiser as its details stood: legal name, address lines, company number. */
  issuer: { name: string; lines: string[] };
  /** The payer: the parent (first and last name) or the organisation, and its postal address as lines. */
  payer: { name: string; lines: string[] };
  /** "Léa Dupont": the children it is for. */
  children: string[];
  activity: { title: string; startDate: string; endDate: string };
  /** The reference of the registration (the family's primary one, or the share's child's). */
  reference: string;
  /** What it bills, line by line; they add up to the document's amount. */
  lines: InvoiceLine[];
  /** For a further invoice or a credit note: what was billed before and what is asked now. */
  correction: { billedCents: number; askedCents: number } | null;
  /** How to pay an invoice by transfer (the account and the communication); null when nothing is to transfer. */
  payment: { holder: string; iban: string; bic: string | null; communication: string; dueDate: string | null; amountCents: number } | null;
  /** "Payée par carte bancaire", "Payée", or null: what was paid when it was issued. */
  paidNote: string | null;
  /** The VAT mention of the organiser's settings. */
  vatMention: string;
}
