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
const DRAFT_SAVED_MESSAGE = "Brouillon enregistré";
const UPDATED_MESSAGE = "Plaine mise à jour avec succès";

/** What the form sends: its values, and for a new plaine whether it is saved as a draft. */
export interface ActivitySave {
  values: ActivityFormOutput;
  draft?: boolean;
}

/** Creates the plaine (no id), published or as a draft, or replaces the saved one's fields; resolves to it as stored. */
async function saveActivity(id: string | null, { values, draft = false }: ActivitySave): Promise<AdminActivity> {
  const { activity } = id
    ? await api.put<AdminActivityResponse>(adminActivityPaths.one.url({ id }), values)
    : await api.post<AdminActivityResponse>(adminActivityPaths.list.url(), { ...values, draft });
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
    mutationFn: (save: ActivitySave) => saveActivity(activity?.id ?? null, save),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.activity(saved.id), { activity: saved });
      void queryClient.invalidateQueries({ queryKey: adminKeys.activityLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.history("activity", saved.id) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      const title = activity ? UPDATED_MESSAGE : saved.draft ? DRAFT_SAVED_MESSAGE : CREATED_MESSAGE;
      toast.success(title, `«\u00a0${saved.title}\u00a0»`);
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
