/**
 * Tariffs a family can claim (social, member, large-family prices): the organiser's categories,
 * a claim per registration, and what is charged while a claim waits for its check.
 */

/** Where a claim stands: waiting for an administrator, granted, or refused with a reason. */
export const TARIFF_CLAIM_STATUSES = ["pending", "approved", "refused"] as const;
export type TariffClaimStatus = (typeof TARIFF_CLAIM_STATUSES)[number];

export const TARIFF_CLAIM_STATUS_LABELS: Record<TariffClaimStatus, string> = {
  pending: "À vérifier",
  approved: "Accordé",
  refused: "Refusé",
};

/**
 * What a registration with a claim is charged until an administrator decides (the organiser's
 * setting): `tariff`, the claimed price at once, checked afterwards (a refusal makes the difference
 * due); `standard`, the standard price until the claim is approved (an approval makes the
 * difference a refund).
 */
export const TARIFF_CHARGES = ["tariff", "standard"] as const;
export type TariffCharge = (typeof TARIFF_CHARGES)[number];

/**
 * A category's price on one plaine: the plaine's own price for it, else the category's default
 * percentage of the standard price (to the nearest cent), else null: not offered on that plaine.
 */
export function tariffPriceCents(
  standardCents: number,
  category: { defaultPercent: number | null },
  plainePriceCents?: number | null,
): number | null {
  if (plainePriceCents !== undefined && plainePriceCents !== null) return plainePriceCents;
  if (category.defaultPercent === null) return null;
  return Math.round((standardCents * category.defaultPercent) / 100);
}
