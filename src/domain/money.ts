/** Money is held as integer cents everywhere; euros exist only at the edges (display, forms). */
const euroFormat = new Intl.NumberFormat("fr-BE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatEuros(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** Converts a euro amount typed by a person (e.g. 12.5) to cents without floating-point drift. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
