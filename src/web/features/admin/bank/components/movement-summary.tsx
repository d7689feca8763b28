import type { BankMovementView } from "../../../../../domain/contracts/admin-bank.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { movementAmount } from "../bank-labels.ts";

/** What the bank said of a credit: amount, date, payer and their account, what they wrote. */
export function MovementSummary({ movement, amountCents = movement.amountCents }: { movement: BankMovementView; amountCents?: number }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-lg font-bold text-ink tabular-nums">{movementAmount(amountCents, movement.currency)}</span>
        <span className="text-sm text-muted">valeur {formatDateFr(movement.valueDate)}</span>
      </p>
      <p className="font-semibold break-words text-ink">
        {movement.counterpartyName ?? "Donneur d'ordre inconnu"}
        {movement.counterpartyAccount && (
          <span className="ml-2 font-mono text-sm font-normal text-muted">{movement.counterpartyAccount}</span>
        )}
      </p>
      <p className="text-sm break-words text-muted">
        {movement.communication ? <span className="font-mono text-ink">{movement.communication}</span> : null}
        {movement.communication && movement.freeCommunication ? " · " : null}
        {movement.freeCommunication || (movement.communication ? null : "Sans communication")}
      </p>
    </div>
  );
}
