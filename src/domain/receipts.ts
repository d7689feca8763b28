/**
 * Receipts of money received (decision 0055): numbered without gaps within each year, the number
 * written with its year as a family and an accountant quote it.
 */

/** "2026-0012": the year, then the number on at least four digits. */
export function receiptNumberLabel(year: number, number: number): string {
  return `${year}-${String(number).padStart(4, "0")}`;
}
