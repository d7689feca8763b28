import { useMemo, useState } from "react";
import type { BankMovementsResponse, BankMovementView } from "../../../../../domain/contracts/admin-bank.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { dismissMovement, useMovementAction } from "../api/bank.ts";
import { movementAmount } from "../bank-labels.ts";
import { AssignPanel } from "./assign-panel.tsx";
import { MovementSummary } from "./movement-summary.tsx";
import { Pager } from "./pager.tsx";
import { CardTable } from "../../shared/components/card-table.tsx";

const col = dataTableColumns<BankMovementView>();

function unmatchedColumns(
  open: string | null,
  toggle: (id: string) => void,
  dismiss: (movement: BankMovementView) => void,
  dismissing: boolean,
) {
  return col.columns([
    // Sorted on the ISO date (sorts as text), shown in French.
    col.accessor("valueDate", {
      header: "Valeur",
      cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateFr(getValue())}</time>,
      meta: { cellClassName: "md:whitespace-nowrap" },
    }),
    col.accessor("amountCents", {
      header: "Montant",
      cell: ({ row }) => (
        <span className="font-semibold whitespace-nowrap text-ink">{movementAmount(row.original.amountCents, row.original.currency)}</span>
      ),
      meta: { align: "end" },
    }),
    col.accessor((movement) => movement.counterpartyName ?? "", {
      id: "payer",
      header: "Donneur d'ordre",
      cell: ({ row }) => (
        <span className="break-words">
          {row.original.counterpartyName ?? "Inconnu"}
          {row.original.counterpartyAccount && (
            <span className="block font-mono text-xs text-muted">{row.original.counterpartyAccount}</span>
          )}
        </span>
      ),
    }),
    col.accessor((movement) => [movement.communication, movement.freeCommunication].filter(Boolean).join(" · "), {
      id: "communication",
      header: "Communication",
      cell: ({ getValue }) => getValue() || <span className="text-muted">Sans communication</span>,
      meta: { cellClassName: "break-words md:max-w-xs" },
    }),
    col.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => {
        const movement = row.original;
        return (
          <span className="flex flex-1 flex-wrap justify-end gap-2">
            {movement.currency === "EUR" ? (
              <Button size="sm" variant={open === movement.id ? "secondary" : "primary"} onClick={() => toggle(movement.id)}>
                {open === movement.id ? "Fermer" : "Attribuer à un paiement"}
              </Button>
            ) : (
              <span className="text-sm text-muted">En {movement.currency}&nbsp;: à vérifier, ne paie pas une inscription</span>
            )}
            <Button size="sm" variant="outline" disabled={dismissing} onClick={() => dismiss(movement)}>
              Hors plaines
            </Button>
          </span>
        );
      },
      meta: { align: "end", cellClassName: "max-md:mt-2 max-md:border-t max-md:border-slate-100 max-md:pt-3 max-md:before:hidden" },
    }),
  ]);
}

/**
 * Credits nobody could match, one page at a time with their count: assign each to its payment
 * (the panel opens under the table), or set it aside as not for the plaines. A credit in another
 * currency than the euro is only set aside.
 */
export function UnmatchedMovements({ list, onPage }: { list: BankMovementsResponse; onPage: (page: number) => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const [dismissing, setDismissing] = useState<BankMovementView | null>(null);
  const dismiss = useMovementAction(dismissMovement, "Virement classé hors plaines", "Le virement n'a pas été classé");
  const columns = useMemo(
    () => unmatchedColumns(open, (id) => setOpen((current) => (current === id ? null : id)), setDismissing, dismiss.isPending),
    [open, dismiss.isPending],
  );
  const opened = list.unmatched.find((movement) => movement.id === open);
  if (list.unmatchedCount === 0) return <p className="text-muted">Tous les virements importés sont rapprochés.</p>;
  return (
    <div className="space-y-4">
      <CardTable
        data={list.unmatched}
        columns={columns}
        label="Virements non rapprochés"
        emptyMessage="Aucun virement sur cette page."
        searchPlaceholder={false}
        rowTestId="unmatched-movement"
        tableClassName="md:min-w-[48rem]"
      />
      {opened && (
        <section aria-label={`Attribuer le virement de ${movementAmount(opened.amountCents, opened.currency)}`} className="space-y-2">
          <MovementSummary movement={opened} />
          <AssignPanel movement={opened} onDone={() => setOpen(null)} />
        </section>
      )}
      <Pager
        label="Pages des virements non rapprochés"
        page={list.page}
        pageSize={list.pageSize}
        total={list.unmatchedCount}
        onPage={onPage}
        testId="unmatched-page"
      />
      <ConfirmDialog
        open={dismissing !== null}
        title="Classer ce virement hors plaines&nbsp;?"
        confirmLabel="Classer hors plaines"
        pendingLabel="Classement en cours..."
        pending={dismiss.isPending}
        onConfirm={() => dismissing && dismiss.mutate(dismissing.id, { onSettled: () => setDismissing(null) })}
        onCancel={() => setDismissing(null)}
      >
        {dismissing && (
          <>
            <MovementSummary movement={dismissing} />
            <p className="text-muted">
              Il quitte la liste des virements à rapprocher et ne paiera aucune inscription. Il reste enregistré pour la comptabilité.
            </p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
