/**
 * The price of one registration submission (spec §9), computed by the server only: the browser
 * may show the same figures, but the amount it sends is never read.
 *
 *   every child pays the plaine's standard price;
 *   family discount on the total: 2 children 10 €, 3 children 20 €, 4 or more 30 €;
 *   the total is never below 0; no child, nothing to pay.
 */
interface PriceLine {
  label: string;
  amountCents: number;
}

export interface RegistrationPrice {
  unitPriceCents: number;
  childCount: number;
  subtotalCents: number;
  /** Null when no discount applies. Never larger than the subtotal, so the lines add up. */
  discount: PriceLine | null;
  totalCents: number;
}

const FAMILY_DISCOUNTS: { minChildren: number; amountCents: number; label: string }[] = [
  { minChildren: 4, amountCents: 3000, label: "Réduction famille (4+ enfants)" },
  { minChildren: 3, amountCents: 2000, label: "Réduction famille (3 enfants)" },
  { minChildren: 2, amountCents: 1000, label: "Réduction famille (2 enfants)" },
];

function familyDiscount(childCount: number): PriceLine | null {
  const rule = FAMILY_DISCOUNTS.find((discount) => childCount >= discount.minChildren);
  return rule ? { label: rule.label, amountCents: rule.amountCents } : null;
}

export function priceRegistration(unitPriceCents: number, childCount: number): RegistrationPrice {
  if (!Number.isInteger(unitPriceCents) || unitPriceCents < 0) throw new RangeError("unit price must be whole cents, 0 or more");
  if (!Number.isInteger(childCount) || childCount < 0) throw new RangeError("child count must be a whole number, 0 or more");
  const subtotalCents = unitPriceCents * childCount;
  const rule = familyDiscount(childCount);
  const discount = rule ? { label: rule.label, amountCents: Math.min(rule.amountCents, subtotalCents) } : null;
  return { unitPriceCents, childCount, subtotalCents, discount, totalCents: subtotalCents - (discount?.amountCents ?? 0) };
}

/**
 * A payment's amount spread over its children in proportion to each registration's price (the
 * family discount falls on each child alike), in whole cents that add up to the amount exactly:
 * the cents left by rounding go to the largest remainders, the earlier child first on a tie.
 * Free registrations (every price 0) share alike. The exports give each child's row its share.
 */
export function shareByPrice(totalCents: number, prices: readonly number[]): number[] {
  if (prices.length === 0) return [];
  const weights = prices.some((price) => price > 0) ? prices.map((price) => Math.max(price, 0)) : prices.map(() => 1);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  // Whole numbers throughout: each share's floor and what rounding left of it, out of weightSum.
  const shares = weights.map((weight) => Math.floor((totalCents * weight) / weightSum));
  const remainders = weights.map((weight, index) => ({ index, rest: totalCents * weight - shares[index] * weightSum }));
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
