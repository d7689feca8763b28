import type { LedgerLineView } from "../../../../domain/contracts/admin-accounting.ts";
import { formatEuros } from "../../../../domain/money.ts";

/** A sum with its sign: "−20,00 €" with the typographic minus for a negative one, "20,00 €" otherwise. */
export function signedEuros(cents: number): string {
  return cents < 0 ? `\u2212${formatEuros(-cents)}` : formatEuros(cents);
}

/** A line's sum as the cash book reads it: received plain, given back with its minus sign. */
export function lineAmount(line: Pick<LedgerLineView, "kind" | "amountCents">): string {
  return signedEuros(line.kind === "refund" ? -line.amountCents : line.amountCents);
}
