import type { PayerShareSummary, RegistrationRow } from "../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { shareLabel } from "../../../../domain/payers.ts";

/** The shares organisations take of this child's price that still stand (a cancelled one takes nothing). */
export const standingShares = (row: Pick<RegistrationRow, "payerShares">): PayerShareSummary[] =>
  row.payerShares.filter((share) => share.status !== "cancelled");

/** The child's whole price: the family's part (`priceCents`) and what organisations take of it. */
export const childPriceCents = (row: Pick<RegistrationRow, "priceCents" | "payerShares">): number =>
  row.priceCents + standingShares(row).reduce((sum, share) => sum + share.amountCents, 0);

/**
 * "Pris en charge par CPAS de Forest : 40,00 € · reçu" (or "Chèque n° 12345 (Ville de Wavre) : 60,00 €"),
 * with what the organisation sent so far.
 */
export function shareLine(share: PayerShareSummary): string {
  const label = shareLabel(share.payerName, share.amountCents, share.voucherNumber, share.byParent);
  if (share.status === "paid") return `${label} · reçu`;
  if (share.receivedCents > 0) return `${label} · ${formatEuros(share.receivedCents)} reçus`;
  return label;
}

/** "dont 40,00 € pris en charge par CPAS de Forest": what organisations take of the child's price, or null. */
export function sharedNote(row: Pick<RegistrationRow, "payerShares">): string | null {
  const shares = standingShares(row);
  if (shares.length === 0) return null;
  const cents = shares.reduce((sum, share) => sum + share.amountCents, 0);
  const names = [...new Set(shares.map((share) => share.payerName))].join(" et ");
  return `dont ${formatEuros(cents)} pris en charge par ${names}`;
}
