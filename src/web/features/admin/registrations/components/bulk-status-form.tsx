import { type FormEvent, useId, useState } from "react";
import type { AdminRegistrationUpdate } from "../../../../../domain/contracts/admin-input.ts";
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
} from "../../../../../domain/registration.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { SELECT_CLASSES } from "../../shared/components/filter-fields.tsx";

/** One select for both kinds of status: "status:confirmed" or "paymentStatus:paid". */
type Choice = `status:${string}` | `paymentStatus:${string}` | "";

function changeOf(choice: Choice): Omit<AdminRegistrationUpdate, "ids"> | null {
  const [kind, value] = choice.split(":");
  if (kind === "status") return { status: REGISTRATION_STATUSES.find((status) => status === value) };
  if (kind === "paymentStatus") return { paymentStatus: PAYMENT_STATUSES.find((status) => status === value) };
  return null;
}

interface BulkStatusFormProps {
  ids: string[];
  pending: boolean;
  onApply: (update: AdminRegistrationUpdate) => void;
}

/** The selection bar's action: the new registration or payment status of every selected row. */
export function BulkStatusForm({ ids, pending, onApply }: BulkStatusFormProps) {
  const selectId = useId();
  const [choice, setChoice] = useState<Choice>("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = changeOf(choice);
    if (change) onApply({ ids, ...change });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-medium text-brand-900">
        Nouveau statut
      </label>
      <select id={selectId} value={choice} onChange={(event) => setChoice(event.target.value as Choice)} className={SELECT_CLASSES}>
        <option value="">Choisir…</option>
        <optgroup label="Inscription">
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={`status:${status}`}>
              {REGISTRATION_STATUS_LABELS[status]}
            </option>
          ))}
        </optgroup>
        <optgroup label="Paiement">
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={`paymentStatus:${status}`}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </optgroup>
      </select>
      <Button type="submit" size="sm" disabled={!choice || pending}>
        {pending ? "Mise à jour..." : "Appliquer"}
      </Button>
    </form>
  );
}
