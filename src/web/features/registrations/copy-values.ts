/** What the copy buttons of the bank-transfer instructions put on the clipboard. */

/** "180,00": what a banking app's amount field takes (no euro sign, no thousands separator). */
export function amountForCopy(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** "BE68 5390 0754 7034" is grouped for the eye; some banking apps refuse the spaces when it is pasted. */
export function ibanForCopy(iban: string): string {
  return iban.replace(/\s+/g, "");
}
