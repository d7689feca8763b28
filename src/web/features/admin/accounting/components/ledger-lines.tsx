import type { LedgerLineView } from "../../../../../domain/contracts/admin-accounting.ts";
import { receiptPaths } from "../../../../../domain/contracts/receipts.ts";
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
  col.accessor((line) => [line.reference, line.communication, line.receipt?.number].filter(Boolean).join(" "), {
    id: "reference",
    header: "Référence",
    cell: ({ row }) => {
      const { reference, communication, receipt } = row.original;
      return (
        <span className="break-words">
          {reference}
          {communication && <span className="block font-mono text-xs text-muted">{communication}</span>}
          {/* A sum received: its numbered receipt (decision 0055), opened in a new tab to print or send. */}
          {receipt && (
            <a
              href={receiptPaths.adminPdf.url({ id: receipt.id })}
              target="_blank"
              rel="noopener"
              className="block text-xs font-semibold text-brand-800 underline underline-offset-2"
            >
              Reçu n°&nbsp;{receipt.number}
            </a>
          )}
        </span>
      );
    },
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
