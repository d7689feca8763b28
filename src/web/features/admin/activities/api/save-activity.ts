import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { adminActivityPaths, type AdminActivity, type AdminActivityResponse } from "../../../../../domain/contracts/admin-activities.ts";
import { api, isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ActivityFormOutput, type activityFormSchema } from "../../../../../domain/contracts/admin-activities-input.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { activityKeys, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement";
const CREATED_MESSAGE = "Plaine créée avec succès";
const UPDATED_MESSAGE = "Plaine mise à jour avec succès";

/** Creates the plaine (no id) or replaces the saved one's fields; resolves to it as stored. */
async function saveActivity({ id, values }: { id: string | null; values: ActivityFormOutput }): Promise<AdminActivity> {
  const { activity } = id
    ? await api.put<AdminActivityResponse>(adminActivityPaths.one.url({ id }), values)
    : await api.post<AdminActivityResponse>(adminActivityPaths.list.url(), values);
  return activity;
}

/** Creates or updates a plaine: the admin and public lists refresh; a refusal goes under its field, above the button, and in the error toast. */
export function useSaveActivity(
  activity: AdminActivity | null,
  form: ZodForm<typeof activityFormSchema>,
  onSaved: () => void,
  setProblem: (problem: string | null) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ActivityFormOutput) => saveActivity({ id: activity?.id ?? null, values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.activity(saved.id), { activity: saved });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activityLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.history("activity", saved.id) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      toast.success(activity ? UPDATED_MESSAGE : CREATED_MESSAGE, `« ${saved.title} »`);
      onSaved();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      const underFields = showServerErrors(form, error);
      // 409: a capacity below the places already taken; the server's sentence goes under it.
      if (!underFields && isApiError(error) && error.status === 409) {
        form.setError("capacity", { type: "server", message: error.message }, { shouldFocus: true });
      } else if (!underFields) {
        setProblem(isApiError(error) ? error.message : SAVE_ERROR_MESSAGE);
      }
      toastApiError(error, SAVE_ERROR_MESSAGE);
    },
  });
}
