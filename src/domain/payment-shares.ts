/**
 * A family's payment shared between its children (decisions 0034, 0046): one submission, one
 * payment, one registration per child. The parent's pages, the certificates and the
 * administrators' exports all give each child this share, so a child costs the same on each page.
 *
 *   the payment is spread evenly over the registrations that still stand (all of them when none
 *   does: a paid payment whose children were all cancelled still says what each one paid);
 *   whole cents that add up to the amount: a cent left by rounding goes to the first children,
 *   the primary registration (the first child chosen) first;
 *   a cancelled child beside children still registered has no share (0).
 *
 * Every registration of a payment has the plaine's price of that day, so even shares are shares
 * in proportion to the price: the family discount falls on each child alike.
 */

/** One registration of a payment, as the sharing reads it. */
export interface SharedRegistration {
  id: string;
  /** The submission's first child: first in line for a cent left by rounding. */
  isPrimary: boolean;
  /** When it was made: the order of the others (then their id, for registrations made together). */
  createdAt: Date;
  cancelled: boolean;
}

/** The amount spread evenly over ids, in their order: the cents that do not divide go one each to the first ones. */
export function shareOfPayment(totalCents: number, ids: readonly string[]): Map<string, number> {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError("an amount is whole cents, 0 or more");
  const shares = new Map<string, number>();
  if (ids.length === 0) return shares;
  const base = Math.floor(totalCents / ids.length);
  const remainder = totalCents - base * ids.length;
  ids.forEach((id, index) => shares.set(id, base + (index < remainder ? 1 : 0)));
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
 * any order), keyed by registration id: the standing ones share it evenly, a cancelled one beside
 * them has 0.
 */
export function registrationShares(totalCents: number, registrations: readonly SharedRegistration[]): Map<string, number> {
  const ordered = inPaymentOrder(registrations);
  const standing = ordered.filter((registration) => !registration.cancelled);
  const sharing = standing.length > 0 ? standing : ordered;
  const shares = shareOfPayment(
    totalCents,
    sharing.map((registration) => registration.id),
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
