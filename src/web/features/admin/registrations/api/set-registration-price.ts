import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPaths, type RegistrationPriceResult } from "../../../../../domain/contracts/admin.ts";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const PRICE_ERROR = "Le prix n'a pas pu être enregistré";

/** One child's price, with the reason the family reads; the toast says what became of the money. */
export function useSetRegistrationPrice({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, price, reason }: { row: RegistrationRow; price: string; reason: string }) =>
      api.put<RegistrationPriceResult>(adminPaths.registrationPrice.url({ id: row.id }), { price, reason }),
    onSuccess: (answer) => {
      toast.success("Prix modifié", answer.message);
      onDone();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, PRICE_ERROR);
    },
    onSettled: (_answer, _error, { row }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.registrations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.history("registration", row.id) }),
      ]),
  });
}
