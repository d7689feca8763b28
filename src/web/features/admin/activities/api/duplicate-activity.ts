import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminActivityPaths, type AdminActivity, type AdminActivityResponse } from "../../../../../domain/contracts/admin-activities.ts";
import type { ActivityDuplicateInput } from "../../../../../domain/contracts/admin-activities-input.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const DUPLICATE_ERROR_MESSAGE = "Erreur lors de la duplication";

async function duplicateActivity(id: string, input: ActivityDuplicateInput): Promise<AdminActivity> {
  const { activity } = await api.post<AdminActivityResponse>(adminActivityPaths.duplicate.url({ id }), input);
  return activity;
}

/** 'Dupliquer': the copy, a draft, is saved and `onCopied` opens it in the editor. */
export function useDuplicateActivity(onCopied: (copy: AdminActivity) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activity, startDate }: { activity: AdminActivity; startDate: string }) => duplicateActivity(activity.id, { startDate }),
    onSuccess: (copy) => {
      queryClient.setQueryData(adminKeys.activity(copy.id), { activity: copy });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activityLists() });
      toast.success("Plaine dupliquée", `«\u00a0${copy.title}\u00a0» est un brouillon\u00a0: relisez-le, puis publiez-le.`);
      onCopied(copy);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, DUPLICATE_ERROR_MESSAGE);
    },
  });
}
