/**
 * What a family pays for one registration submission (spec §9), computed by the server only: the
 * browser may show the same figures, but the amount it sends is never read. The order of the rules:
 *
 *   each child has its own price (the plaine's standard price, or the one an administrator set);
 *   family discount on the total: 2 children 10 €, 3 children 20 €, 4 or more 30 €;
 *   the total is never below 0; no child, nothing to pay.
 *
 * `priceFamily` is the rule; `priceRegistration` is the form's case, every child at one price.
 * The shares of each child (payment-shares.ts) follow the same prices.
 */
interface PriceLine {
  label: string;
  amountCents: number;
}

export interface FamilyPrice {
  /** The children's prices, those at the same price together, in the order first given: "2 × 80,00 €", "1 × 40,00 €". */
  lines: { childCount: number; unitPriceCents: number }[];
  childCount: number;
  subtotalCents: number;
  /** Null when no discount applies. Never larger than the subtotal, so the lines add up. */
  discount: PriceLine | null;
  totalCents: number;
}

export interface RegistrationPrice extends FamilyPrice {
  unitPriceCents: number;
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

const isWholeCents = (cents: number) => Number.isInteger(cents) && cents >= 0;

/** The total of a submission whose children have these prices (whole cents, 0 or more): subtotal, family discount, total. */
export function priceFamily(childPricesCents: readonly number[]): FamilyPrice {
  if (!childPricesCents.every(isWholeCents)) throw new RangeError("a price must be whole cents, 0 or more");
  const childCount = childPricesCents.length;
  const lines: FamilyPrice["lines"] = [];
  for (const cents of childPricesCents) {
    const line = lines.find((existing) => existing.unitPriceCents === cents);
    if (line) line.childCount += 1;
    else lines.push({ childCount: 1, unitPriceCents: cents });
  }
  const subtotalCents = childPricesCents.reduce((sum, cents) => sum + cents, 0);
  const rule = familyDiscount(childCount);
  const discount = rule ? { label: rule.label, amountCents: Math.min(rule.amountCents, subtotalCents) } : null;
  return { lines, childCount, subtotalCents, discount, totalCents: subtotalCents - (discount?.amountCents ?? 0) };
}

/** Every child at the plaine's one price, as the registration form asks it. */
export function priceRegistration(unitPriceCents: number, childCount: number): RegistrationPrice {
  if (!isWholeCents(unitPriceCents)) throw new RangeError("unit price must be whole cents, 0 or more");
  if (!isWholeCents(childCount)) throw new RangeError("child count must be a whole number, 0 or more");
  return { unitPriceCents, ...priceFamily(Array.from({ length: childCount }, () => unitPriceCents)) };
}
