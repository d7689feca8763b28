import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminActivityPaths, type AdminActivity, type AdminActivityResponse } from "../../../../../domain/contracts/admin-activities.ts";
import type { ActivityPublicationInput } from "../../../../../domain/contracts/admin-activities-input.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { activityKeys, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const PUBLICATION_ERROR_MESSAGE = "Erreur lors de la publication";

async function setPublication(id: string, input: ActivityPublicationInput): Promise<AdminActivity> {
  const { activity } = await api.put<AdminActivityResponse>(adminActivityPaths.publication.url({ id }), input);
  return activity;
}

/**
 * 'Publier' a draft or 'Repasser en brouillon' a published plaine. The server refuses the second
 * while registrations are live, with its sentence (how many), shown in the error toast.
 */
export function useSetPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activity, published }: { activity: AdminActivity; published: boolean }) => setPublication(activity.id, { published }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.activity(saved.id), { activity: saved });
      if (saved.draft) toast.success("Plaine repassée en brouillon", `«\u00a0${saved.title}\u00a0» n'est plus visible sur le site.`);
      else toast.success("Plaine publiée", `«\u00a0${saved.title}\u00a0» est visible sur le site.`);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, PUBLICATION_ERROR_MESSAGE, "title-on-conflict");
    },
    onSettled: (_saved, _error, { activity }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.activityLists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.history("activity", activity.id) }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
