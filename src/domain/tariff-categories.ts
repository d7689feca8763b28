/**
 * The organiser's tariff categories as families and administrators read them: what the charge
 * setting means, how a plaine's page tells a family to claim a tariff, and how a plaine's price for
 * a category is named in its history. The price rule itself is `tariffPriceCents` (tariffs.ts).
 */
import type { TariffCharge } from "./tariffs.ts";

/** The charge setting's choices, as the Tarifs page explains them. */
export const TARIFF_CHARGE_LABELS: Record<TariffCharge, string> = {
  tariff: "Tarif demandé appliqué tout de suite, vérifié ensuite (un refus rend la différence due)",
  standard: "Prix standard jusqu'à l'accord (un accord rend la différence remboursée)",
};

/** How a family claims a tariff, on the plaine's page. */
export const TARIFF_CLAIM_HOW =
  "Au moment de l'inscription, choisissez ce tarif pour votre enfant et déclarez sur l'honneur qu'il y a droit.";

/** What to attach to the claim, when the category asks for a proof. */
export function tariffProofText(proofDescription: string): string {
  return `Joignez\u00a0: ${proofDescription}`;
}

/** The hint under a plaine's price field for a category: what a blank field means. */
export function tariffDefaultHint(defaultPercent: number | null): string {
  return defaultPercent === null ? "Vide\u00a0: pas proposé sur cette plaine" : `Vide\u00a0: ${defaultPercent}\u00a0% du prix standard`;
}

/** The field of a plaine's history that holds its own price for a category (in euros, or nothing). */
const TARIFF_AUDIT_PREFIX = "tariff:";

export function tariffAuditField(categoryId: string): string {
  return `${TARIFF_AUDIT_PREFIX}${categoryId}`;
}

/** The category a history field is about, or null for another field. */
export function tariffOfAuditField(field: string): string | null {
  return field.startsWith(TARIFF_AUDIT_PREFIX) ? field.slice(TARIFF_AUDIT_PREFIX.length) : null;
}

/** A plaine's price field for a category, as the form labels it and its history names it: "Tarif réduit (€)". */
export function tariffPriceLabel(name: string): string {
  return `${name} (€)`;
}

/** A history field about a category that no longer exists. */
export const GONE_TARIFF_LABEL = "Tarif d'une catégorie supprimée (€)";

/** The id of the 'Tarifs' block of a plaine's page: the price panel links to it. */
export const TARIFFS_ANCHOR = "tarifs";
