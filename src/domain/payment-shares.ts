/**
 * A family's payment shared between its children (decisions 0034, 0046): one submission, one
 * payment, one registration per child. The parent's pages, the certificates and the
 * administrators' exports all give each child this share, so a child costs the same on each page.
 *
 *   the payment is spread over the registrations that still stand (all of them when none does:
 *   a paid payment whose children were all cancelled still says what each one paid), in
 *   proportion to each child's price (`priceFamily` in pricing.ts): the family discount falls on
 *   each euro alike, and children at one price share evenly;
 *   whole cents that add up to the amount: a cent left by rounding goes to the first children,
 *   the primary registration (the first child chosen) first;
 *   a cancelled child beside children still registered has no share (0).
 */

/** One registration of a payment, as the sharing reads it. */
export interface SharedRegistration {
  id: string;
  /** The submission's first child: first in line for a cent left by rounding. */
  isPrimary: boolean;
  /** When it was made: the order of the others (then their id, for registrations made together). */
  createdAt: Date;
  cancelled: boolean;
  /** This child's price before the family discount: the weight of its share. */
  priceCents: number;
}

/**
 * The amount spread over ids in proportion to their weights (evenly when the weights are equal,
 * or all 0), in their order: the cents that do not divide go one each to the first ones.
 */
export function shareOfPayment(
  totalCents: number,
  ids: readonly string[],
  weights: readonly number[] = ids.map(() => 1),
): Map<string, number> {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError("an amount is whole cents, 0 or more");
  const shares = new Map<string, number>();
  if (ids.length === 0) return shares;
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const even = weightSum === 0;
  const floors = ids.map((_, index) => Math.floor((totalCents * (even ? 1 : weights[index])) / (even ? ids.length : weightSum)));
  let remainder = totalCents - floors.reduce((sum, cents) => sum + cents, 0);
  ids.forEach((id, index) => {
    const extra = remainder > 0 && (even || weights[index] > 0) ? 1 : 0;
    remainder -= extra;
    shares.set(id, floors[index] + extra);
  });
  return shares;
}

/** The registrations of one payment in the order its shares are given: the primary one first. */
export function inPaymentOrder<T extends SharedRegistration>(registrations: readonly T[]): T[] {
  return [...registrations].sort(
    (a, b) =>
      Number(b.isPrimary) - Number(a.isPrimary) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * Each registration's share of one payment's amount (every registration of that payment, given in
 * any order), keyed by registration id: the standing ones share it in proportion to their prices,
 * a cancelled one beside them has 0.
 */
export function registrationShares(totalCents: number, registrations: readonly SharedRegistration[]): Map<string, number> {
  const ordered = inPaymentOrder(registrations);
  const standing = ordered.filter((registration) => !registration.cancelled);
  const sharing = standing.length > 0 ? standing : ordered;
  const shares = shareOfPayment(
    totalCents,
    sharing.map((registration) => registration.id),
    sharing.map((registration) => registration.priceCents),
  );
  for (const registration of ordered) if (!shares.has(registration.id)) shares.set(registration.id, 0);
  return shares;
}

/**
 * The shares of every payment among registrations of several payments (a family's history, an
 * export), keyed by registration id. Each payment's registrations must all be given.
 */
export function sharesByPayment<T extends SharedRegistration & { paymentId: string }>(
  registrations: readonly T[],
  amountOf: (registration: T) => number,
): Map<string, number> {
  const byPayment = new Map<string, T[]>();
  for (const registration of registrations)
    byPayment.set(registration.paymentId, [...(byPayment.get(registration.paymentId) ?? []), registration]);
  const shares = new Map<string, number>();
  for (const group of byPayment.values()) for (const [id, cents] of registrationShares(amountOf(group[0]), group)) shares.set(id, cents);
  return shares;
}
