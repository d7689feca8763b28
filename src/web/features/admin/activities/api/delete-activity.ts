import {
  adminActivityPaths,
  type AdminActivityDeleteResponse,
  type AdminActivity,
} from "../../../../../domain/contracts/admin-activities.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { activityKeys, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const ACTIVITY_DELETE_ERROR_MESSAGE = "Erreur lors de la suppression de la plaine";

/** "deleted", or "archived" when only cancelled registrations kept it for the parents' history. */
async function deleteActivity(id: string): Promise<AdminActivityDeleteResponse["outcome"]> {
  const { outcome } = await api.delete<AdminActivityDeleteResponse>(adminActivityPaths.one.url({ id }));
  return outcome;
}

/** Deletes a plaine, or archives it when it only has cancelled registrations; the lists refresh either way. */
export function useDeleteActivity(onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: AdminActivity) => deleteActivity(target.id),
    onSuccess: (outcome, target) => {
      if (outcome === "archived") {
        toast.success(
          "Plaine retirée",
          `«\u00a0${target.title}\u00a0» n'avait que des inscriptions annulées\u00a0: elle est masquée partout mais conservée pour l'historique des parents.`,
        );
      } else {
        toast.success("Plaine supprimée", `«\u00a0${target.title}\u00a0» a été supprimée.`);
      }
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      // 409: the server's sentence naming how many registrations still hold the plaine.
      toastApiError(error, ACTIVITY_DELETE_ERROR_MESSAGE, "title-on-conflict");
      onClose();
    },
    // Success or not, the server's lists are the truth; the public pages refresh too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.activityLists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
