import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Child } from "../../../../domain/child.ts";
import { ConfirmDialog } from "../../../components/ui/dialog.tsx";
import { isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { childrenKeys } from "../../../lib/query-keys.ts";
import { deleteChild } from "../api/delete-child.ts";
import { childFullName } from "../child-display.ts";
import { withoutChild } from "../children-cache.ts";

const CHILD_DELETED_MESSAGE = "Enfant supprimé";
const CHILD_DELETE_ERROR_MESSAGE = "Erreur lors de la suppression de l'enfant";

interface DeleteChildDialogProps {
  /** The child to delete; null while the dialog is closed. */
  child: Child | null;
  onClose: () => void;
}

/**
 * "Supprimer Léa Dupont ?" with what it means: the whole file goes, medical information
 * included, and cannot be brought back. A refusal (the child is still registered for a plaine)
 * is the server's own sentence naming the plaines, shown as it is; the child stays listed.
 */
export function DeleteChildDialog({ child, onClose }: DeleteChildDialogProps) {
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: deleteChild,
    onSuccess: (deleted) => {
      queryClient.setQueriesData<Child[]>({ queryKey: childrenKeys.lists() }, (list) => withoutChild(list, deleted.id));
      toast.success(CHILD_DELETED_MESSAGE, `La fiche de ${childFullName(deleted)} a été supprimée.`);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      // 409: "Impossible de supprimer cet enfant car il est inscrit aux activités suivantes : ..."
      if (isApiError(error) && error.status === 409) toast.error(error.message);
      else toast.error(CHILD_DELETE_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
      onClose();
    },
    // Success or not, the server's list is the truth (a 404 means it was already gone).
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
  });

  return (
    <ConfirmDialog
      open={child !== null}
      title={child ? `Supprimer ${childFullName(child)} ?` : ""}
      confirmLabel="Supprimer"
      pendingLabel="Suppression en cours..."
      pending={remove.isPending}
      onConfirm={() => child && remove.mutate(child.id)}
      onCancel={onClose}
    >
      {child && (
        <p>
          La fiche de {child.firstName}, y compris ses informations médicales, sera définitivement supprimée. Cette action est irréversible.
        </p>
      )}
    </ConfirmDialog>
  );
}
