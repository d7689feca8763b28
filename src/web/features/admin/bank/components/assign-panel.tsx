import { useQuery } from "@tanstack/react-query";
import Search from "lucide-react/icons/search";
import { useId, useState } from "react";
import type { BankMovementView } from "../../../../../domain/contracts/admin-bank.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { paymentSearchQueryOptions, useAssignMovement } from "../api/bank.ts";

/** The words a treasurer would search with first: the payer's name as the bank wrote it. */
const firstGuess = (movement: BankMovementView) => movement.counterpartyName?.split(/\s+/)[0] ?? "";

/** Finds the payment an unmatched credit is for (name, amount, communication) and assigns it. */
export function AssignPanel({ movement, onDone }: { movement: BankMovementView; onDone: () => void }) {
  const fieldId = useId();
  const [typed, setTyped] = useState(firstGuess(movement));
  const [q, setQ] = useState(typed);
  const results = useQuery({ ...paymentSearchQueryOptions(q), enabled: q.trim() !== "" });
  const assign = useAssignMovement(onDone);

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
        }}
      >
        <TextField
          id={fieldId}
          label="Rechercher un paiement (nom, montant, communication)"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="flex-1"
          autoComplete="off"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" className="size-4" />
          Rechercher
        </Button>
      </form>
      {results.isFetching && <Spinner label="Recherche en cours..." showLabel />}
      {results.data && results.data.payments.length === 0 && <p className="text-sm text-muted">Aucun paiement par virement trouvé.</p>}
      {results.data && results.data.payments.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Paiements trouvés">
          {results.data.payments.map((payment) => (
            <li key={payment.id} className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-ink">
                  {payment.parentName} · {payment.childNames.join(", ")}
                </p>
                <p className="break-words text-muted">
                  {payment.activityTitle} · {formatEuros(payment.amountCents)}
                  {payment.receivedCents > 0 ? ` (reçu ${formatEuros(payment.receivedCents)})` : ""} · {payment.statusLabel}
                </p>
                {payment.communication && <p className="font-mono text-xs text-muted">{payment.communication}</p>}
              </div>
              <Button
                size="sm"
                disabled={assign.isPending}
                onClick={() => assign.mutate({ id: movement.id, paymentId: payment.id })}
                aria-label={`Attribuer ce virement au paiement de ${payment.parentName} (${payment.activityTitle})`}
              >
                Attribuer
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
