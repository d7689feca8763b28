/**
 * The tables administrators download as CSV or XLSX (the registrations, the accountant's cash
 * book), written once (decision 0046): a cell is text, an amount in cents or a calendar date. The
 * CSV writes amounts and dates as a Belgian (French) Excel reads them (`csv.ts`), the XLSX as
 * numeric cells in euros and date cells, so a column adds up and sorts in either.
 */
import writeExcelFile from "write-excel-file/node";
import type { ExportFormat } from "../../domain/contracts/admin.ts";
import { csvDate, csvEuros, csvFile } from "./csv.ts";

/** A cell: text, an amount in cents, a calendar date (YYYY-MM-DD), or nothing. */
export type SheetCell = string | { cents: number } | { date: string } | null;

export const euros = (cents: number): SheetCell => ({ cents });
export const day = (isoDate: string): SheetCell => ({ date: isoDate });

export interface SheetColumn {
  label: string;
  /** In characters; 18 by default. */
  width?: number;
}

export const SPREADSHEET_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const STRUCTURED_COMMUNICATION = /^\+\+\+(\d{3}\/\d{4}\/\d{5})\+\+\+$/;

/**
 * A structured communication is written with asterisks (***123/4567/89012***), the form Belgian
 * banks accept besides +++, which no spreadsheet reads as a formula.
 */
function csvText(cell: SheetCell): string {
  if (cell === null) return "";
  if (typeof cell !== "string") return "cents" in cell ? csvEuros(cell.cents) : csvDate(cell.date);
  return cell.replace(STRUCTURED_COMMUNICATION, "***$1***");
}

/** Euros with two decimals and the symbol; Excel shows the separators of the reader's language. */
const EURO_FORMAT = '#,##0.00 "€"';
const DATE_FORMAT = "dd/mm/yyyy";

/** A text cell, a number of euros, or a date (midnight UTC of the calendar date: the serial day Excel counts). */
function xlsxCell(cell: SheetCell) {
  if (cell === null) return null;
  if (typeof cell === "string") return { value: cell, type: String };
  if ("cents" in cell) return { value: cell.cents / 100, type: Number, format: EURO_FORMAT };
  const [year, month, date] = cell.date.split("-").map(Number);
  return { value: new Date(Date.UTC(year, month - 1, date)), type: Date, format: DATE_FORMAT };
}

/** The table as a file: a header row of the columns' labels, then one row per line. */
export async function spreadsheetFile(
  format: ExportFormat,
  columns: readonly SheetColumn[],
  rows: readonly SheetCell[][],
): Promise<Buffer> {
  if (format === "csv") return csvFile([columns.map((column) => column.label), ...rows.map((row) => row.map(csvText))]);
  const header = columns.map((column) => ({ value: column.label, fontWeight: "bold" as const }));
  return writeExcelFile([header, ...rows.map((row) => row.map(xlsxCell))], {
    columns: columns.map((column) => ({ width: column.width ?? 18 })),
    stickyRowsCount: 1,
  }).toBuffer();
}
