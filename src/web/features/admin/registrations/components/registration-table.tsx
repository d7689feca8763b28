import HandCoins from "lucide-react/icons/hand-coins";
import History from "lucide-react/icons/history";
import Tag from "lucide-react/icons/tag";
import Undo2 from "lucide-react/icons/undo-2";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { DataTable } from "../../../../components/data-table/data-table.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { shareLine, standingShares } from "../payer-shares.ts";
import { canRefund } from "../registration-groups.ts";
import { BulkStatusForm } from "./bulk-status-form.tsx";
import { useRowActions } from "./row-actions-context.ts";
import { PaymentStatusSelect, RegistrationStatusSelect } from "./status-select.tsx";
import { invoicePaths } from "../../../../../domain/contracts/invoices.ts";

const CARD_PAYMENT_HINT = "Paiement en ligne";
const ADMIN_CONTROL_HINT = "Contrôle admin activé";

function childName(row: RegistrationRow): string {
  return `${row.child.firstName} ${row.child.lastName}`;
}

function parentName(row: RegistrationRow): string {
  return row.parent ? `${row.parent.firstName} ${row.parent.lastName}`.trim() : "";
}

/** On a phone card this cell is the card's heading or footer: no label before it, full width. */
const CARD_WIDE = "max-md:block max-md:text-left max-md:before:content-none";

function ChildCell({ row }: { row: RegistrationRow }) {
  const shares = standingShares(row);
  return (
    <div className="min-w-0">
      <p className="font-semibold text-ink">{childName(row)}</p>
      <p className="text-xs text-muted">
        Réf. <span className="font-mono">{row.reference}</span>
      </p>
      {(row.priceReason || shares.length > 0) && (
        <p className="text-xs text-muted [overflow-wrap:anywhere]">
          {/* With organisations paying a share, the price on the row is what the family pays. */}
          {shares.length > 0 ? "Part de la famille" : "Prix"}&nbsp;:{" "}
          <span className="font-semibold text-ink">{formatEuros(row.priceCents)}</span>
          {row.priceReason && ` (${row.priceReason})`}
        </p>
      )}
      {/* What organisations pay of this child's price (decision 0056): the family's part is the rest. */}
      {shares.map((share) => (
        <p key={share.id} className="text-xs font-medium text-brand-900 [overflow-wrap:anywhere]" data-testid="registration-payer-share">
          {shareLine(share)}
        </p>
      ))}
    </div>
  );
}

function ParentCell({ row }: { row: RegistrationRow }) {
  if (!row.parent) return null;
  return (
    <div className="min-w-0 break-words max-md:text-right">
      <p className="text-ink">{parentName(row) || "—"}</p>
      {/* A long address breaks anywhere rather than widening the table past the screen. */}
      <a href={`mailto:${row.parent.email}`} className="block text-brand-800 underline-offset-4 [overflow-wrap:anywhere] hover:underline">
        {row.parent.email}
      </a>
      {row.parent.phone && <p className="text-muted">{row.parent.phone}</p>}
    </div>
  );
}

function PaymentCell({ row }: { row: RegistrationRow }) {
  return (
    <div className="space-y-1 max-md:flex max-md:flex-col max-md:items-end">
      <p className="text-ink">{row.paymentMethodLabel}</p>
      <p className="font-semibold text-ink tabular-nums">{row.amountLabel}</p>
      {row.communication && <p className="font-mono text-xs whitespace-nowrap text-muted">{row.communication}</p>}
      {row.partialLabel && <p className="text-xs font-semibold text-amber-900">{row.partialLabel}</p>}
      {/* The family's invoices and credit notes (decision 0057), beside the payment they bill. */}
      {row.invoices?.map((invoice) => (
        <a
          key={invoice.id}
          href={invoicePaths.adminPdf.url({ id: invoice.id })}
          target="_blank"
          rel="noopener"
          className="block text-xs font-semibold text-brand-800 underline underline-offset-2"
        >
          {invoice.kind === "invoice" ? "Facture" : "Note de crédit"} n°&nbsp;<span className="whitespace-nowrap">{invoice.number}</span>
        </a>
      ))}
      {row.paymentMethod === "stripe" && (
        <div className="flex flex-wrap gap-1 max-md:justify-end">
          <Badge tone="brand">{CARD_PAYMENT_HINT}</Badge>
          <Badge tone="neutral">{ADMIN_CONTROL_HINT}</Badge>
        </div>
      )}
    </div>
  );
}

function StatusCell({ row }: { row: RegistrationRow }) {
  const { update, savingIds } = useRowActions();
  return (
    <RegistrationStatusSelect
      aria-label={`Statut de l'inscription de ${childName(row)}`}
      value={row.status}
      disabled={savingIds.has(row.id)}
      onChange={(status) => update({ ids: [row.id], status })}
    />
  );
}

function PaymentStatusCell({ row }: { row: RegistrationRow }) {
  const { update, savingIds } = useRowActions();
  return (
    <PaymentStatusSelect
      aria-label={`Statut du paiement de ${childName(row)}`}
      value={row.paymentStatus}
      disabled={savingIds.has(row.id)}
      onChange={(paymentStatus) => update({ ids: [row.id], paymentStatus })}
    />
  );
}

function ActionsCell({ row }: { row: RegistrationRow }) {
  const { showHistory, refund, setPrice, takeShare, paymentLeads } = useRowActions();
  // Icons only on a wide screen (their names stay for screen readers and as tooltips); words on a phone card.
  return (
    // relative: the visually hidden words stay inside the table's scrolling box instead of widening the page.
    // Stacked on a wide screen: the column stays one icon wide, so the table fits 1280 px with the menu.
    <div className="relative flex flex-wrap items-center gap-2 md:flex-col md:flex-nowrap md:items-end">
      <Button variant="outline" size="sm" title="Historique" className="md:px-2.5" onClick={() => showHistory(row)}>
        <History aria-hidden="true" className="size-4" />
        <span className="md:sr-only">Historique</span>
        <span className="sr-only"> de l'inscription de {childName(row)}</span>
      </Button>
      {row.status !== "cancelled" && row.paymentStatus !== "refunded" && (
        <Button variant="outline" size="sm" title="Modifier le prix" className="md:px-2.5" onClick={() => setPrice(row)}>
          <Tag aria-hidden="true" className="size-4" />
          <span className="md:sr-only">Prix</span>
          <span className="sr-only"> de l'inscription de {childName(row)}</span>
        </Button>
      )}
      {row.status !== "cancelled" && row.paymentStatus !== "refunded" && (
        <Button variant="outline" size="sm" title="Prise en charge par un organisme" className="md:px-2.5" onClick={() => takeShare(row)}>
          <HandCoins aria-hidden="true" className="size-4" />
          <span className="md:sr-only">Prise en charge…</span>
          <span className="sr-only"> de l'inscription de {childName(row)}</span>
        </Button>
      )}
      {paymentLeads.has(row.id) && canRefund(row) && (
        <Button
          variant="outline"
          size="sm"
          title="Rembourser"
          className="border-red-200 text-red-700 hover:bg-red-50 md:px-2.5"
          onClick={() => refund(row)}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          <span className="md:sr-only">Rembourser</span>
          <span className="sr-only"> le paiement de {childName(row)}</span>
        </Button>
      )}
    </div>
  );
}

const col = dataTableColumns<RegistrationRow>();

// Each column's value is what it shows in words, so sorting by a header follows what is read.
const REGISTRATION_COLUMNS = col.columns([
  col.accessor(childName, {
    id: "child",
    header: "Enfant",
    cell: ({ row }) => <ChildCell row={row.original} />,
    meta: { cellClassName: `${CARD_WIDE} md:min-w-32 max-md:pb-2 max-md:text-base` },
  }),
  col.accessor(parentName, {
    id: "parent",
    header: "Parent",
    cell: ({ row }) => <ParentCell row={row.original} />,
    meta: { cellClassName: "md:min-w-44" },
  }),
  col.accessor("paymentMethodLabel", {
    id: "payment",
    header: "Paiement",
    cell: ({ row }) => <PaymentCell row={row.original} />,
    meta: { cellClassName: "md:min-w-36" },
  }),
  col.accessor("statusLabel", {
    id: "status",
    header: "Inscription",
    cell: ({ row }) => <StatusCell row={row.original} />,
    meta: { cellClassName: "max-md:items-center" },
  }),
  col.accessor("paymentStatusLabel", {
    id: "paymentStatus",
    header: "Statut du paiement",
    cell: ({ row }) => <PaymentStatusCell row={row.original} />,
    meta: { cellClassName: "max-md:items-center" },
  }),
  col.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => <ActionsCell row={row.original} />,
    meta: { cellClassName: `${CARD_WIDE} max-md:mt-2 max-md:border-t max-md:border-slate-100 max-md:pt-3` },
  }),
]);

/**
 * On a phone card, the row's checkbox sits beside the child's name instead of on a line of its
 * own, and a selected card is tinted like a selected row. The width keeps the columns readable
 * in the table, which scrolls when the screen is narrower.
 */
const PHONE_CARD_TWEAKS = [
  "md:min-w-[54rem]",
  "max-md:[&_tbody_td:first-child]:float-right max-md:[&_tbody_td:first-child]:ml-3",
  "max-md:[&_tbody_tr:has(td:first-child_input:checked)]:border-brand-300 max-md:[&_tbody_tr:has(td:first-child_input:checked)]:bg-brand-50",
].join(" ");

interface RegistrationTableProps {
  rows: RegistrationRow[];
  /** The plaine's title: names the table for screen readers. */
  title: string;
}

/** One plaine's registrations: a status select per row, and a bar for the selected ones. */
export function RegistrationTable({ rows, title }: RegistrationTableProps) {
  const { update, savingIds } = useRowActions();
  return (
    <DataTable
      data={rows}
      columns={REGISTRATION_COLUMNS}
      getRowId={(row) => row.id}
      label={`Inscriptions de ${title}`}
      emptyMessage="Aucune inscription."
      searchPlaceholder={false}
      bulkActions={(selected, clear) => (
        <BulkStatusForm
          ids={selected.map((row) => row.id)}
          pending={selected.some((row) => savingIds.has(row.id))}
          onApply={(change) => update(change, clear)}
        />
      )}
      rowTestId="registration-row"
      className="md:-mx-6"
      tableClassName={PHONE_CARD_TWEAKS}
    />
  );
}
