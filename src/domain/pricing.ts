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
