import CircleCheck from "lucide-react/icons/circle-check";
import FileText from "lucide-react/icons/file-text";
import Send from "lucide-react/icons/send";
import Trash2 from "lucide-react/icons/trash-2";
import { useMemo } from "react";
import { adminPayerPaths, type PayerShareView } from "../../../../../domain/contracts/admin-payers.ts";
import { formatDateFr, formatDateNumericFr } from "../../../../../domain/dates.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { invoicePaths } from "../../../../../domain/contracts/invoices.ts";
import { receiptPaths } from "../../../../../domain/contracts/receipts.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { cn } from "../../../../lib/cn.ts";
import { CardTable } from "../../shared/components/card-table.tsx";
import { useSendPayerShare } from "../api/payers.ts";
import { PHONE_CARD_FOOTER } from "../phone-card.ts";

/** Money received for a child no longer registered: the treasurer gives it back. */
const TO_REFUND_LABEL = "Inscription annulée — à rembourser";

/** Overdue first, then the others still due, then those received or cancelled. */
const chaseRank = (share: PayerShareView) => (share.overdue ? 0 : share.status === "due" ? 1 : 2);

/** The order the treasurer chases the shares in: overdue first, then still due, each by due date. */
function sharesToChase(shares: readonly PayerShareView[]): PayerShareView[] {
  return [...shares].sort((a, b) => chaseRank(a) - chaseRank(b) || a.dueDate.localeCompare(b.dueDate));
}

/** Can be withdrawn: nothing received, not already cancelled. */
const canWithdraw = (share: PayerShareView) => share.receivedCents === 0 && share.status !== "cancelled";

/** Still awaited for a child still registered: its request may be sent again. */
const awaited = (share: PayerShareView) => share.status === "due" && !share.registrationCancelled;

/** Handed in whole (a voucher's paper, a cheque): awaited, nothing came by the bank yet. */
const canMarkReceived = (share: PayerShareView) => awaited(share) && share.receivedCents === 0;

/** What the treasurer does with a share, each opening its confirmation. */
interface ShareActions {
  onWithdraw: (share: PayerShareView) => void;
  onReceive: (share: PayerShareView) => void;
}

function RequestCell({ share }: { share: PayerShareView }) {
  return (
    <span className="block min-w-0 break-words">
      <span className="font-semibold text-ink">N°&nbsp;{share.number}</span>
      <span className="mt-1 flex flex-wrap gap-1 max-md:justify-end">
        <Badge tone={share.status === "paid" ? "success" : share.status === "cancelled" ? "neutral" : "warning"}>{share.statusLabel}</Badge>
        {share.overdue && <Badge tone="danger">En retard</Badge>}
      </span>
      {share.registrationCancelled && share.receivedCents > 0 && (
        <span className="mt-1 block text-xs font-semibold text-red-700">{TO_REFUND_LABEL}</span>
      )}
      <span className="mt-1 block font-mono text-xs whitespace-nowrap text-muted">{share.communication}</span>
      {share.invoices.map((invoice) => (
        <a
          key={invoice.id}
          href={invoicePaths.adminPdf.url({ id: invoice.id })}
          target="_blank"
          rel="noopener"
          className="mt-1 block text-xs font-semibold text-brand-800 underline underline-offset-2"
        >
          {invoice.kind === "invoice" ? "Facture" : "Note de crédit"} n°&nbsp;<span className="whitespace-nowrap">{invoice.number}</span>
        </a>
      ))}
      {share.receipts.map((receipt) => (
        <a
          key={receipt.id}
          href={receiptPaths.adminPdf.url({ id: receipt.id })}
          target="_blank"
          rel="noopener"
          className="mt-1 block text-xs font-semibold text-brand-800 underline underline-offset-2"
        >
          Reçu n°&nbsp;<span className="whitespace-nowrap">{receipt.number}</span>
        </a>
      ))}
    </span>
  );
}

function ActionsCell({ share, actions }: { share: PayerShareView; actions: ShareActions }) {
  const send = useSendPayerShare();
  const what = `la demande n°\u00a0${share.number}`;
  // Icons only on a wide screen, stacked (their names stay for screen readers and as tooltips); words on a phone card.
  return (
    <div className="relative flex flex-wrap items-center gap-2 md:flex-col md:flex-nowrap md:items-end">
      <a
        href={adminPayerPaths.sharePdf.url({ id: share.id })}
        target="_blank"
        rel="noopener"
        title="Demande de paiement (PDF)"
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        <FileText aria-hidden="true" className="size-4" />
        PDF<span className="sr-only"> de {what}</span>
      </a>
      {canMarkReceived(share) && (
        <Button variant="outline" size="sm" title="Marquer reçu" className="md:px-2.5" onClick={() => actions.onReceive(share)}>
          <CircleCheck aria-hidden="true" className="size-4" />
          <span className="md:sr-only">Marquer reçu</span>
          <span className="sr-only"> {what}</span>
        </Button>
      )}
      {/* A voucher is handed in, not asked of its issuer by e-mail. */}
      {awaited(share) && !share.voucherNumber && (
        <Button
          variant="outline"
          size="sm"
          title="Renvoyer la demande"
          className="md:px-2.5"
          disabled={send.isPending}
          onClick={() => send.mutate(share)}
        >
          <Send aria-hidden="true" className="size-4" />
          <span className="md:sr-only">Renvoyer la demande</span>
          <span className="sr-only"> n°&nbsp;{share.number}</span>
        </Button>
      )}
      {canWithdraw(share) && (
        <Button
          variant="outline"
          size="sm"
          title="Retirer la prise en charge"
          className="border-red-200 text-red-700 hover:bg-red-50 md:px-2.5"
          onClick={() => actions.onWithdraw(share)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="md:sr-only">Retirer</span>
          <span className="sr-only"> {what}</span>
        </Button>
      )}
    </div>
  );
}

const col = dataTableColumns<PayerShareView>();

// Each column's value is the text it shows, so the search finds an organisation, a child, a number or a communication.
function shareColumns(actions: ShareActions) {
  return col.columns([
    col.accessor((share) => `${share.number} ${share.communication}`, {
      id: "request",
      header: "Demande",
      cell: ({ row }) => <RequestCell share={row.original} />,
    }),
    col.accessor((share) => `${share.payerName} ${share.payerKindLabel} ${share.voucherNumber ?? ""}`, {
      id: "payer",
      header: "Organisme",
      cell: ({ row: { original: share } }) => (
        <span className="block min-w-0 break-words">
          {share.payerName}
          <span className="block text-xs text-muted">{share.payerKindLabel}</span>
          {share.voucherNumber && (
            <span className="block text-sm font-medium text-ink" data-testid="voucher-number">
              Chèque n°&nbsp;{share.voucherNumber}
            </span>
          )}
        </span>
      ),
    }),
    col.accessor((share) => `${share.childName} ${share.reference} ${share.activityTitle}`, {
      id: "child",
      header: "Enfant",
      cell: ({ row: { original: share } }) => (
        <span className="block min-w-0 break-words">
          <span className="font-medium text-ink">{share.childName}</span>
          <span className="block text-xs text-muted">
            Réf. <span className="font-mono">{share.reference}</span>
          </span>
          <span className="block text-xs text-muted">
            {share.activityTitle} · {formatDateFr(share.startDate)}
          </span>
        </span>
      ),
    }),
    col.accessor("amountCents", {
      header: "Montant",
      cell: ({ row: { original: share } }) => (
        <span className="block whitespace-nowrap">
          <span className="font-semibold text-ink">{formatEuros(share.amountCents)}</span>
          {share.percent !== null && <span className="block text-xs text-muted">{share.percent}&nbsp;% du prix</span>}
        </span>
      ),
      meta: { align: "end" },
    }),
    col.accessor("receivedCents", {
      header: "Reçu",
      cell: ({ getValue }) => (
        <span className={cn("whitespace-nowrap", getValue() > 0 ? "font-semibold text-emerald-800" : "text-muted")}>
          {formatEuros(getValue())}
        </span>
      ),
      meta: { align: "end" },
    }),
    col.accessor("dueDate", {
      header: "Échéance",
      cell: ({ row: { original: share } }) => (
        <time dateTime={share.dueDate} className={cn(share.overdue && "font-semibold text-red-700")}>
          {formatDateNumericFr(share.dueDate)}
        </time>
      ),
      meta: { cellClassName: "md:whitespace-nowrap" },
    }),
    col.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <ActionsCell share={row.original} actions={actions} />,
      meta: { cellClassName: PHONE_CARD_FOOTER },
    }),
  ]);
}

/**
 * The shares listed (overdue first), each with its payment request's PDF, 'Marquer reçu' and
 * 'Renvoyer la demande' while awaited and, while nothing came in, 'Retirer'.
 */
export function PayerShares({ shares, actions }: { shares: PayerShareView[]; actions: ShareActions }) {
  const columns = useMemo(() => shareColumns(actions), [actions]);
  const ordered = useMemo(() => sharesToChase(shares), [shares]);
  return (
    <CardTable
      data={ordered}
      columns={columns}
      label="Tableau des parts à réclamer"
      emptyMessage="Aucune part."
      searchPlaceholder="Rechercher un organisme, un enfant..."
      rowTestId="payer-share"
      tableClassName="md:min-w-[52rem]"
    />
  );
}
