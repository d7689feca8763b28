/**
 * Organisations that pay for children besides their parents (decision 0056): a CPAS, a commune's
 * service, an employer, a mutualité, a sponsor. Each takes a share of one registration's price;
 * the parent pays the rest. Pure rules, shared by the server and the screens.
 *
 *   a share is a sum in euros, or a percentage of the child's price rounded to the cent;
 *   it is never more than what the parent would otherwise pay for the child (the family pays 0 or more);
 *   a share is due until the bank (or an administrator) brings its amount; it is never what cancels
 *   the child's registration: an unpaid share is the treasurer's to chase;
 *   a voucher (chèque sport, culture…) is a share its issuer pays: the parent declares it at
 *   registration, an administrator marks it received when the paper is handed in.
 */
import { formatEuros } from "./money.ts";

export const PAYER_KINDS = ["cpas", "commune", "employer", "mutualite", "sponsor", "voucher", "other"] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

export const PAYER_KIND_LABELS: Record<PayerKind, string> = {
  cpas: "CPAS",
  commune: "Commune ou service communal",
  employer: "Employeur",
  mutualite: "Mutualité",
  sponsor: "Sponsor",
  voucher: "Émetteur de chèques (sport, culture…)",
  other: "Autre organisme",
};

/** The payer's type of a share the child's other parent pays (decision 0058), beside the organisations' kinds. */
export const PARENT_PAYER_KIND_LABEL = "Parent";
/** A parent's share once that parent's account is erased. */
export const ERASED_PARENT_NAME = "Parent (compte supprimé)";

export const PAYER_SHARE_STATUSES = ["due", "paid", "cancelled"] as const;
export type PayerShareStatus = (typeof PAYER_SHARE_STATUSES)[number];

export const PAYER_SHARE_STATUS_LABELS: Record<PayerShareStatus, string> = {
  due: "À recevoir",
  paid: "Reçu",
  cancelled: "Annulée",
};

/** How an administrator states a share: a sum, or a percentage of the child's price. */
export type ShareAsked = { mode: "amount"; amountCents: number } | { mode: "percent"; percent: number };

/** The share in cents: the sum given, or the percentage of the child's full price rounded to the cent. */
export function shareCents(asked: ShareAsked, childPriceCents: number): number {
  if (asked.mode === "amount") return asked.amountCents;
  return Math.round((childPriceCents * asked.percent) / 100);
}

/** Why a share cannot be taken from what the parent pays for the child, or null when it can. */
export function shareRefusal(cents: number, parentPriceCents: number): string | null {
  if (cents <= 0) return "La part prise en charge doit être supérieure à 0\u00a0€.";
  if (cents > parentPriceCents)
    return `La part prise en charge ne peut pas dépasser ce que paie la famille pour cet enfant (${formatEuros(parentPriceCents)}).`;
  return null;
}

/** What a share still waits for, 0 once received in full. */
export const shareOutstandingCents = (share: { amountCents: number; receivedCents: number }) =>
  Math.max(share.amountCents - share.receivedCents, 0);

/**
 * "Pris en charge par CPAS de Forest : 40,00 €", for a voucher "Chèque n° 12345 (Ville de Wavre) :
 * 60,00 €", for the other parent "Part de l'autre parent (Marc Dupont) : 40,00 €", as the family and
 * the administrators read it.
 */
export function shareLabel(payerName: string, amountCents: number, voucherNumber: string | null = null, byParent = false): string {
  if (byParent) return `Part de l'autre parent (${payerName})\u00a0: ${formatEuros(amountCents)}`;
  return voucherNumber
    ? `${voucherTitle(voucherNumber, payerName)}\u00a0: ${formatEuros(amountCents)}`
    : `Pris en charge par ${payerName}\u00a0: ${formatEuros(amountCents)}`;
}

/** "Chèque n° 12345 (Ville de Wavre)"; what is not known yet (a form being filled) is left out. */
export function voucherTitle(number: string | null | undefined, issuerName: string | null | undefined): string {
  const typed = number?.trim();
  return ["Chèque", typed ? `n°\u00a0${typed}` : null, issuerName ? `(${issuerName})` : null].filter(Boolean).join(" ");
}

/** Why a voucher cannot be taken off the child's price, or null when it can. */
export function voucherRefusal(cents: number, childPriceCents: number): string | null {
  if (cents > childPriceCents) return `Le chèque ne peut pas dépasser le prix de l'enfant (${formatEuros(childPriceCents)}).`;
  return null;
}
