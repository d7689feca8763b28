import type { ChildInput } from "../../../../domain/contracts/children-input.ts";
import { childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Child, CHILD_ADDED_MESSAGE, CHILD_UPDATED_MESSAGE } from "../../../../domain/child.ts";
import { toast } from "../../../lib/toast.ts";
import { childrenKeys } from "../../../lib/query-keys.ts";
import { withSavedChild } from "../children-cache.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const CHILD_SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement";

/**
 * Adds a child (no id yet) or replaces the file of an existing one. The medical fields travel
 * in the request body only, never in the URL, so they stay out of addresses and access logs.
 */
async function saveChild({ id, input }: { id?: string; input: ChildInput }): Promise<Child> {
  const { child } = id
    ? await api.put<ChildResponse>(childrenPaths.one.url({ id }), input)
    : await api.post<ChildResponse>(childrenPaths.list.url(), input);
  return child;
}

/** Adds or updates a child: shown in the list at once, then refetched. */
export function useSaveChild(onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChild,
    onSuccess: (saved, { id }) => {
      // Shown at once in the list; the refetch then confirms it (and updates other sort orders).
      queryClient.setQueryData<Child[]>(childrenKeys.list("newest"), (list) => withSavedChild(list, saved));
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
      toast.success(id ? CHILD_UPDATED_MESSAGE : CHILD_ADDED_MESSAGE);
      onClose();
    },
    onError: (error) => toastApiError(error, CHILD_SAVE_ERROR_MESSAGE),
  });
}
