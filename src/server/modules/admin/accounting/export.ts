/**
 * The accountant's cash book as a file (decision 0054): one row per sum, the amount signed (a
 * refund negative), so that the column adds up to what the plaines kept; numbers as numbers and
 * Brussels dates as dates (decision 0046, `http/spreadsheet.ts`).
 */
import type { ExportFormat } from "../../../../domain/contracts/admin.ts";
import type { LedgerLineView } from "../../../../domain/contracts/admin-accounting.ts";
import { day, euros, type SheetColumn, spreadsheetFile } from "../../../http/spreadsheet.ts";

const COLUMNS: SheetColumn[] = [
  { label: "Date", width: 12 },
  { label: "Type" },
  { label: "Plaine", width: 28 },
  { label: "Payeur", width: 24 },
  { label: "Type de payeur" },
  { label: "Moyen de paiement" },
  { label: "Référence" },
  { label: "Reçu n°" },
  { label: "Communication structurée", width: 24 },
  { label: "Montant (€)" },
];

export function accountingFile(format: ExportFormat, lines: readonly LedgerLineView[]): Promise<Buffer> {
  return spreadsheetFile(
    format,
    COLUMNS,
    lines.map((line) => [
      day(line.date),
      line.kindLabel,
      line.activityTitle,
      line.payerName,
      line.payerTypeLabel,
      line.methodLabel,
      line.reference,
      line.receipt?.number ?? "",
      line.communication ?? "",
      euros(line.kind === "refund" ? -line.amountCents : line.amountCents),
    ]),
  );
}
