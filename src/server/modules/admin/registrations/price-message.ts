import { formatEuros } from "../../../../domain/money.ts";
import type { PriceChangeResult } from "../../payments/index.ts";

/**
 * What the administrator reads once a price is set: the new price (or `lead`, what else changed it:
 * an organisation's share) and what becomes of the family's money.
 */
export function priceChangeMessage({ priceCents, amountCents, money }: PriceChangeResult, lead?: string): string {
  const price = lead ?? `Prix enregistré\u00a0: ${formatEuros(priceCents)}.`;
  switch (money.kind) {
    case "due":
      return `${price} La famille doit maintenant ${formatEuros(amountCents)}\u00a0; elle a reçu le nouveau montant par e-mail.`;
    case "refund":
      return money.method === "stripe"
        ? `${price} ${formatEuros(money.refundCents)} sont remboursés sur la carte de la famille.`
        : `${price} ${formatEuros(money.refundCents)} sont à rembourser par virement\u00a0: voir les remboursements dans les relevés bancaires.`;
    case "balance":
      return `${price} Il reste ${formatEuros(amountCents - money.receivedCents)} à payer\u00a0: la famille a reçu le virement à faire et sa date limite.`;
    case "unchanged":
      return `${price} Le total de la famille ne change pas.`;
  }
}
