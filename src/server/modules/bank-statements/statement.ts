/**
 * A bank statement as the import sees it, whatever the bank's format (CODA or CAMT.053): the
 * account, and each credit with a stable identity, its amount, dates and communication. Debits are
 * kept too, with their end-to-end identifier: the refunds the association sent by file are
 * recognised by it (refund-paid.ts).
 */

/** One credit on the association's account: one payer's transfer (a detail of a collective one). */
export interface BankCredit {
  /**
   * The movement's identity at the bank, the same in every file that holds it: account +
   * statement + sequence (+ detail) for CODA, account + entry reference (+ detail) for CAMT.
   */
  movementKey: string;
  /** Always more than zero: a line of 0,00 € is counted in `zeroAmountsIgnored`, never a credit. */
  amountCents: number;
  /**
   * The ISO code of the amount's currency: EUR, except a CAMT entry whose amount the bank gave in
   * another currency. Such a credit is never matched to a payment (which is in euros): an
   * administrator looks at it.
   */
  currency: string;
  /** The bank's value date (YYYY-MM-DD), or the booking date when the bank gave none. */
  valueDate: string;
  bookingDate: string;
  /** The 12 digits of a valid structured communication given as such (CODA type 101, CAMT SCOR/BBA). */
  structuredCommunication: string | null;
  /** Everything else the payer wrote: a structured communication typed as free text is found in it. */
  freeCommunication: string;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
}

/**
 * One debit on the association's account (one transfer of a batch the bank booked as one total):
 * a refund it sent, a bill it paid. Its identity is built as a credit's (the two never share one).
 */
export interface BankDebit {
  /** As a credit's: account + statement + sequence (+ detail) for CODA, account + entry reference (+ detail) for CAMT. */
  movementKey: string;
  /** Always more than zero: the sum that left the account. */
  amountCents: number;
  /** EUR, or the other currency a CAMT entry gave (such a debit never recognises a refund, which is in euros). */
  currency: string;
  valueDate: string;
  bookingDate: string;
  /**
   * The end-to-end identifier the association's file gave the transfer (CODA 2.2 positions 64–98,
   * CAMT `Refs/EndToEndId`); null when the bank gave none ("NOTPROVIDED" or blank) or for a reversal.
   */
  endToEndId: string | null;
  /** Who the money went to. */
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  freeCommunication: string;
}

export interface ParsedStatement {
  format: "coda" | "camt053";
  /** The account's IBAN (or number), for the report. */
  account: string;
  credits: BankCredit[];
  /** Every debit of the file, each once (a batch's details, not its total). */
  debits: BankDebit[];
  /** Movements of 0,00 € (fees waived, information lines): neither credits nor debits. */
  zeroAmountsIgnored: number;
}

/** The end-to-end identifier a bank wrote, or null for none: blank, or SEPA's "NOTPROVIDED". */
export function endToEndIdOf(value: string | null | undefined): string | null {
  const id = (value ?? "").trim();
  return id === "" || id.toUpperCase() === "NOTPROVIDED" ? null : id;
}

/** A file that cannot be read as a statement: the message says why, in French, for the administrator. */
export class StatementError extends Error {}

/** "2026-07-06" from "060726" (DDMMYY, Febelfin's dates are of this century), null for 000000 or a date that does not exist. */
export function dateFromDdMmYy(value: string): string | null {
  if (!/^\d{6}$/.test(value) || value === "000000") return null;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = 2000 + Number(value.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
