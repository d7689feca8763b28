import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { toast } from "../../../../lib/toast.ts";

/**
 * Saving one block of the settings page: the answer replaces the cached view and becomes the
 * form's new starting point, a toast says it is saved; a refusal shows under its fields and in a
 * toast, every value kept as typed (an expired session is already dealt with).
 */
export function useSaveSettings<TValues extends FieldValues, TInput, TSaved>(options: {
  form: UseFormReturn<TValues, unknown, unknown>;
  save: (input: TInput) => Promise<TSaved>;
  queryKey: QueryKey;
  toForm: (saved: TSaved) => TValues;
  savedMessage: string;
  failedMessage: string;
  /** What else the saved answer replaces in the cache (the same data shown elsewhere). */
  keep?: (saved: TSaved) => void;
}) {
  const queryClient = useQueryClient();
  const { form, save, queryKey, toForm, savedMessage, failedMessage, keep } = options;
  return useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      keep?.(saved);
      form.reset(toForm(saved));
      toast.success(savedMessage);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, failedMessage);
    },
  });
}
