import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPayerPaths, type PayerShareCreated } from "../../../../../domain/contracts/admin-payers.ts";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** What 'Prise en charge…' sends: the organisation, a sum or a percentage as typed, and the due date. */
export type ShareRequest =
  | { payerId: string; mode: "amount"; amount: string; dueDate: string }
  | { payerId: string; mode: "percent"; percent: string; dueDate: string };

/**
 * A share of this child's price taken by an organisation: the family's part goes down and the family
 * is told by e-mail; the toast gives the server's sentence. A refusal goes to the form's fields (`onRefused`).
 */
export function useTakePayerShare({ onDone, onRefused }: { onDone: () => void; onRefused: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, request }: { row: RegistrationRow; request: ShareRequest }) =>
      api.post<PayerShareCreated>(adminPayerPaths.registrationShares.url({ id: row.id }), request),
    onSuccess: (answer) => {
      toast.success("Prise en charge enregistrée", answer.message);
      onDone();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      onRefused(error);
      toastApiError(error, "La prise en charge n'a pas été enregistrée");
    },
    onSettled: (_answer, _error, { row }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.registrations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.payers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.history("registration", row.id) }),
      ]),
  });
}
