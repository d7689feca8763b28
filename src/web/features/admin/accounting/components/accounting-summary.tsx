import type { AccountingSummaryRow, AccountingTotals } from "../../../../../domain/contracts/admin-accounting.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { cn } from "../../../../lib/cn.ts";
import { CardTable } from "../../shared/components/card-table.tsx";
import { signedEuros } from "../accounting-labels.ts";

/** A row of the summary: one plaine, or the total of them all (last, in bold). */
type SummaryLine = Omit<AccountingSummaryRow, "activityId" | "startDate"> & { id: string; startDate: string | null; total: boolean };

const TOTAL_ID = "total";

const col = dataTableColumns<SummaryLine>();

/** A sum of the summary; a net below zero keeps its minus sign. The total's sums in bold. */
function Amount({ cents, total }: { cents: number; total: boolean }) {
  return <span className={cn("whitespace-nowrap text-ink", total && "font-bold")}>{signedEuros(cents)}</span>;
}

const AMOUNT_COLUMNS = [
  ["receivedCents", "Reçu"],
  ["refundedCents", "Remboursé"],
  ["netCents", "Net"],
  ["dueFromFamiliesCents", "Reste dû (familles)"],
  ["dueFromThirdPartiesCents", "Reste dû (organismes)"],
] as const;

// Not sortable: the plaines come by start date, the total stays last.
const SUMMARY_COLUMNS = col.columns([
  col.accessor("activityTitle", {
    header: "Plaine",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.total ? (
        <span className="font-bold text-ink">Total</span>
      ) : (
        <span className="break-words">
          {row.original.activityTitle}
          {row.original.startDate && <span className="block text-xs text-muted">{formatDateFr(row.original.startDate)}</span>}
        </span>
      ),
  }),
  ...AMOUNT_COLUMNS.map(([key, header]) =>
    col.accessor(key, {
      header,
      enableSorting: false,
      cell: ({ row, getValue }) => <Amount cents={getValue()} total={row.original.total} />,
      meta: { align: "end" },
    }),
  ),
]);

/** What each plaine's money did in the period and what its families still owe today, then the total. */
export function AccountingSummary({ summary, totals }: { summary: AccountingSummaryRow[]; totals: AccountingTotals }) {
  const lines: SummaryLine[] = [
    ...summary.map((row) => ({ ...row, id: row.activityId, total: false })),
    { ...totals, id: TOTAL_ID, activityTitle: "Total", startDate: null, total: true },
  ];
  return (
    <CardTable
      data={lines}
      columns={SUMMARY_COLUMNS}
      label="Tableau du résumé par plaine"
      emptyMessage="Aucune plaine sur cette période."
      searchPlaceholder={false}
      rowTestId="accounting-summary-row"
      tableClassName="md:min-w-[44rem]"
    />
  );
}
