import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BankMovementView } from "../../../../../domain/contracts/admin-bank.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { dismissMovement, settleRefund } from "../api/bank.ts";
import { AssignPanel } from "./assign-panel.tsx";
import { MovementSummary } from "./movement-summary.tsx";

function useMovementAction(action: (id: string) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toast.error(failed, isApiError(error) ? error.message : undefined);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
  });
}

/** Credits nobody could match: assign each to its payment, or set it aside as not for the plaines. */
export function UnmatchedMovements({ movements }: { movements: BankMovementView[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const dismiss = useMovementAction(dismissMovement, "Virement classé hors plaines", "Le virement n'a pas été classé");
  if (movements.length === 0) return <p className="text-muted">Tous les virements importés sont rapprochés.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Virements non rapprochés">
      {movements.map((movement) => (
        <li key={movement.id} data-testid="unmatched-movement" className="space-y-3 p-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <MovementSummary movement={movement} />
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                size="sm"
                variant={open === movement.id ? "secondary" : "primary"}
                onClick={() => setOpen(open === movement.id ? null : movement.id)}
              >
                {open === movement.id ? "Fermer" : "Attribuer à un paiement"}
              </Button>
              <Button size="sm" variant="outline" disabled={dismiss.isPending} onClick={() => dismiss.mutate(movement.id)}>
                Hors plaines
              </Button>
            </div>
          </div>
          {open === movement.id && <AssignPanel movement={movement} onDone={() => setOpen(null)} />}
        </li>
      ))}
    </ul>
  );
}

/** Sums received beyond what was due (or for nothing due): the treasurer gives them back, then says so here. */
export function RefundsToMake({ movements }: { movements: BankMovementView[] }) {
  const settle = useMovementAction(settleRefund, "Remboursement noté", "Le remboursement n'a pas été noté");
  if (movements.length === 0) return <p className="text-muted">Aucun trop-perçu à rembourser.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Trop-perçus à rembourser">
      {movements.map((movement) => (
        <li
          key={movement.id}
          data-testid="refund-movement"
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <MovementSummary movement={movement} amountCents={movement.refundCents} />
            {movement.payment && (
              <p className="text-sm break-words text-ink">
                À rendre sur {formatEuros(movement.amountCents)} reçus · {movement.payment.parentName ?? "Compte supprimé"} ·{" "}
                {movement.payment.activityTitle}
              </p>
            )}
          </div>
          <Button size="sm" variant="outline" disabled={settle.isPending} onClick={() => settle.mutate(movement.id)}>
            Marquer comme remboursé
          </Button>
        </li>
      ))}
    </ul>
  );
}
