import type { LedgerLineView } from "../../../../../domain/contracts/admin-accounting.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { cn } from "../../../../lib/cn.ts";
import { CardTable } from "../../shared/components/card-table.tsx";
import { formatDateNumericFr } from "../../../../../domain/dates.ts";
import { lineAmount } from "../accounting-labels.ts";

const col = dataTableColumns<LedgerLineView>();

// Each column's value is the text it shows, so the search finds a payer, a reference or a communication;
// the date sorts on its ISO form (as text), the amount on its signed value.
const LEDGER_COLUMNS = col.columns([
  col.accessor("date", {
    header: "Date",
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateNumericFr(getValue())}</time>,
    meta: { cellClassName: "md:whitespace-nowrap" },
  }),
  col.accessor("kindLabel", { header: "Type" }),
  col.accessor("activityTitle", {
    header: "Plaine",
    cell: ({ getValue }) => <span className="break-words">{getValue()}</span>,
  }),
  col.accessor((line) => `${line.payerName} ${line.payerTypeLabel}`, {
    id: "payer",
    header: "Payeur",
    cell: ({ row }) => (
      <span className="break-words">
        {row.original.payerName}
        <span className="block text-xs text-muted">{row.original.payerTypeLabel}</span>
      </span>
    ),
  }),
  col.accessor("methodLabel", { header: "Moyen" }),
  col.accessor((line) => [line.reference, line.communication].filter(Boolean).join(" "), {
    id: "reference",
    header: "Référence",
    cell: ({ row }) => (
      <span className="break-words">
        {row.original.reference}
        {row.original.communication && <span className="block font-mono text-xs text-muted">{row.original.communication}</span>}
      </span>
    ),
  }),
  col.accessor((line) => (line.kind === "refund" ? -line.amountCents : line.amountCents), {
    id: "amount",
    header: "Montant",
    cell: ({ row }) => (
      <span className={cn("font-semibold whitespace-nowrap", row.original.kind === "refund" ? "text-red-700" : "text-ink")}>
        {lineAmount(row.original)}
      </span>
    ),
    meta: { align: "end" },
  }),
]);

/** Every sum received or given back in the period, oldest first as a cash book reads. */
export function LedgerLines({ lines }: { lines: LedgerLineView[] }) {
  return (
    <CardTable
      data={lines}
      columns={LEDGER_COLUMNS}
      label="Tableau des sommes reçues et remboursées"
      emptyMessage="Aucune somme reçue ni remboursée sur cette période."
      searchPlaceholder="Rechercher un payeur, une référence..."
      rowTestId="ledger-line"
      tableClassName="md:min-w-[60rem]"
    />
  );
}
