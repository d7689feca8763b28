import { compactIban, isValidBic, isValidIban } from "./iban.ts";

/**
 * The text of an EPC QR code ("SEPA credit transfer" QR, EPC069-12, version 002), which Belgian
 * banking apps read to fill in a transfer: one field per line, in this order:
 *
 *   BCD / 002 / 1 (character set: UTF-8) / SCT / BIC / beneficiary name / IBAN /
 *   EUR<amount> / purpose (empty) / structured reference / unstructured remittance (empty)
 *   [/ beneficiary to originator information]
 *
 * The structured reference and the free-text line exclude each other; we always use the
 * structured one: the 12 digits of the Belgian structured communication, without +++ or
 * slashes. Text is kept to printable ASCII (accents dropped), which every reader decodes the
 * same way. The optional last line is shown to the payer by the apps that read it: a
 * demonstration site's sample account says there that it is not to be paid.
 */
export interface EpcTransfer {
  bic: string;
  beneficiaryName: string;
  iban: string;
  amountCents: number;
  /** The 12 digits of the structured communication. */
  reference: string;
  /** A line for the payer to read (70 characters at most), or none. */
  information?: string;
}

const MAX_AMOUNT_CENTS = 99_999_999_999; // EUR 999 999 999.99

/** Printable ASCII only: "Élodie & Cie" → "Elodie & Cie". */
export function toEpcText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "EUR12.34": euros with a dot and two decimals, no thousands separator. */
export function epcAmount(amountCents: number): string {
  return `EUR${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;
}

export function epcQrPayload(transfer: EpcTransfer): string {
  const name = toEpcText(transfer.beneficiaryName);
  const iban = compactIban(transfer.iban);
  const bic = transfer.bic.trim().toUpperCase();
  if (!name || name.length > 70) throw new RangeError("the beneficiary name must have 1 to 70 characters");
  if (!isValidIban(iban)) throw new RangeError("the IBAN is not valid");
  if (!isValidBic(bic)) throw new RangeError("the BIC is not valid");
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError("the amount must be between 0.01 and 999999999.99 euros");
  }
  if (!/^\d{12}$/.test(transfer.reference)) throw new RangeError("the reference is the 12 digits of a structured communication");
  const information = transfer.information ? toEpcText(transfer.information) : "";
  if (information.length > 70) throw new RangeError("the information for the payer has at most 70 characters");
  const lines = ["BCD", "002", "1", "SCT", bic, name, iban, epcAmount(transfer.amountCents), "", transfer.reference, ""];
  return (information ? [...lines, information] : lines).join("\n");
}
