/**
 * The CSV files administrators download (registrations, attendance, certificates): UTF-8 with a
 * byte order mark and `;` between cells, what a Belgian (French) Excel opens as is. Amounts and
 * dates are written as that Excel reads numbers and dates, so a column adds up and sorts: euros
 * with a decimal comma and no symbol ("1234,50"), dates day first ("06/07/2026").
 */

/** A number as `csvEuros` writes it (a refund's amount is negative): a number, never a formula. */
const NUMBER = /^-?\d+(?:,\d+)?$/;

/**
 * A spreadsheet program must never run a cell as a formula: one starting with = + - @ or a control
 * character gets an apostrophe, unless it is a plain number.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvFile(lines: readonly (readonly string[])[]): Buffer {
  const text = lines.map((line) => line.map(csvCell).join(";")).join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

/** Cents as a Belgian Excel reads a number of euros: "1234,50" (decimal comma, no grouping, no symbol). */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, "0")}`;
}

/** A calendar date (YYYY-MM-DD) as a Belgian Excel reads a date: "06/07/2026". */
export { formatDateNumericFr as csvDate } from "../../domain/dates.ts";
