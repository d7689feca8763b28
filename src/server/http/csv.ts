/**
 * The CSV files administrators download (registrations, attendance, certificates): UTF-8 with a
 * byte order mark and `;` between cells, what a Belgian (French) Excel opens as is.
 */

/** A spreadsheet program must never run a cell as a formula: one starting with = + - @ or a control character gets an apostrophe. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvFile(lines: readonly (readonly string[])[]): Buffer {
  const text = lines.map((line) => line.map(csvCell).join(";")).join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}
