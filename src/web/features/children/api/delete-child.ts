import type { Child } from "../../../../domain/child.ts";
import { childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api, isSessionExpired } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast.ts";
import { childrenKeys } from "../../../lib/query-keys.ts";
import { childFullName } from "../child-display.ts";
import { withoutChild } from "../children-cache.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const CHILD_DELETED_MESSAGE = "Enfant supprimé";
const CHILD_DELETE_ERROR_MESSAGE = "Erreur lors de la suppression de l'enfant";

/**
 * Deletes a child's file, medical information included. The server refuses (409, with the
 * plaines named) while the child holds a registration that is not cancelled.
 */
async function deleteChild(id: string): Promise<Child> {
  const { child } = await api.delete<ChildResponse>(childrenPaths.one.url({ id }));
  return child;
}

/** Deletes a child's file; a 409 (still registered) is the server's own sentence, and the list refreshes either way. */
export function useDeleteChild(onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (deleted) => {
      queryClient.setQueriesData<Child[]>({ queryKey: childrenKeys.lists() }, (list) => withoutChild(list, deleted.id));
      toast.success(CHILD_DELETED_MESSAGE, `La fiche de ${childFullName(deleted)} a été supprimée.`);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      // 409: "Impossible de supprimer cet enfant car il est inscrit aux activités suivantes : ..."
      toastApiError(error, CHILD_DELETE_ERROR_MESSAGE, "title-on-conflict");
      onClose();
    },
    // Success or not, the server's list is the truth (a 404 means it was already gone).
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
  });
}
