import { type CancelResponse, registrationPaths, type RegistrationRow } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { activityKeys, registrationKeys } from "../../../lib/query-keys.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

/** 409 with the server's French message when it is too late (15 days before the start) or already cancelled. */
async function cancelRegistration(registrationId: string): Promise<CancelResponse["registration"]> {
  const { registration } = await api.post<CancelResponse>(registrationPaths.cancel.url({ id: registrationId }));
  return registration;
}

/** Cancels a registration; statuses, places and the children's lists refresh either way. */
export function useCancelRegistration(onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: RegistrationRow) => cancelRegistration(row.id),
    onSuccess: (_cancelled, row) => toast.success(`L'inscription de ${row.child.firstName} ${row.child.lastName} a été annulée`),
    // Too late, or already cancelled elsewhere: the server says which, in French.
    onError: (error) => toastApiError(error, "Erreur lors de l'annulation de l'inscription", "title"),
    onSettled: () => {
      onSettled();
      // Statuses, the group's instructions, the plaine's places and "Déjà inscrit" all move.
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["children"] });
    },
  });
}
