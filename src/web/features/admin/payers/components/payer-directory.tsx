import Archive from "lucide-react/icons/archive";
import ArchiveRestore from "lucide-react/icons/archive-restore";
import Pencil from "lucide-react/icons/pencil";
import { useMemo } from "react";
import type { PayerView } from "../../../../../domain/contracts/admin-payers.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { cn } from "../../../../lib/cn.ts";
import { CardTable } from "../../shared/components/card-table.tsx";
import { useArchivePayer } from "../api/payers.ts";
import { PHONE_CARD_FOOTER } from "../phone-card.ts";

const sharesLabel = (count: number) =>
  count === 0 ? "Aucune prise en charge" : count === 1 ? "1 prise en charge" : `${count} prises en charge`;

function ActionsCell({ payer, onEdit }: { payer: PayerView; onEdit: (payer: PayerView) => void }) {
  const archive = useArchivePayer();
  return (
    <div className="flex flex-wrap gap-2 md:justify-end">
      {!payer.archived && (
        <Button variant="outline" size="sm" onClick={() => onEdit(payer)}>
          <Pencil aria-hidden="true" className="size-4" />
          Modifier<span className="sr-only"> «&nbsp;{payer.name}&nbsp;»</span>
        </Button>
      )}
      <Button variant="outline" size="sm" disabled={archive.isPending} onClick={() => archive.mutate({ payer, archived: !payer.archived })}>
        {payer.archived ? <ArchiveRestore aria-hidden="true" className="size-4" /> : <Archive aria-hidden="true" className="size-4" />}
        {payer.archived ? "Réactiver" : "Archiver"}
        <span className="sr-only"> «&nbsp;{payer.name}&nbsp;»</span>
      </Button>
    </div>
  );
}

const col = dataTableColumns<PayerView>();

function directoryColumns(onEdit: (payer: PayerView) => void) {
  return col.columns([
    col.accessor((payer) => `${payer.name} ${payer.kindLabel}`, {
      id: "name",
      header: "Organisme",
      cell: ({ row: { original: payer } }) => (
        <span className="block min-w-0 break-words">
          <span className={cn("font-semibold", payer.archived ? "text-muted" : "text-ink")}>{payer.name}</span>
          <span className="block text-xs text-muted">{payer.kindLabel}</span>
          {payer.archived && <Badge className="mt-1">Archivé</Badge>}
        </span>
      ),
    }),
    col.accessor((payer) => `${payer.contactName ?? ""} ${payer.email}`, {
      id: "contact",
      header: "Contact",
      cell: ({ row: { original: payer } }) => (
        <span className="block min-w-0 break-words max-md:text-right">
          {payer.contactName && <span className="block text-ink">{payer.contactName}</span>}
          <a href={`mailto:${payer.email}`} className="block text-brand-800 underline-offset-4 [overflow-wrap:anywhere] hover:underline">
            {payer.email}
          </a>
          {payer.address && <span className="block text-xs whitespace-pre-line text-muted">{payer.address}</span>}
        </span>
      ),
    }),
    col.accessor((payer) => payer.iban ?? "", {
      id: "iban",
      header: "IBAN",
      cell: ({ getValue }) => (getValue() ? <span className="font-mono text-xs md:whitespace-nowrap">{getValue()}</span> : "—"),
    }),
    col.accessor("outstandingCents", {
      header: "Reste dû",
      cell: ({ row: { original: payer } }) => (
        <span className="block">
          <span className={cn("font-semibold whitespace-nowrap", payer.outstandingCents > 0 ? "text-amber-800" : "text-ink")}>
            {formatEuros(payer.outstandingCents)}
          </span>
          <span className="block text-xs text-muted">{sharesLabel(payer.shareCount)}</span>
        </span>
      ),
      meta: { align: "end" },
    }),
    col.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <ActionsCell payer={row.original} onEdit={onEdit} />,
      meta: { align: "end", cellClassName: PHONE_CARD_FOOTER },
    }),
  ]);
}

/** The organisations that pay for children: who they are, how to reach them, what they still owe; each changed or archived. */
export function PayerDirectory({ payers, onEdit }: { payers: PayerView[]; onEdit: (payer: PayerView) => void }) {
  const columns = useMemo(() => directoryColumns(onEdit), [onEdit]);
  return (
    <CardTable
      data={payers}
      columns={columns}
      label="Annuaire des organismes payeurs"
      emptyMessage="Aucun organisme dans l'annuaire."
      searchPlaceholder={payers.length > 5 ? "Rechercher un organisme, un contact..." : false}
      rowTestId="payer-row"
      tableClassName="md:min-w-[52rem]"
    />
  );
}
