import type { Child } from "../../../../domain/child.ts";
import { ConfirmDialog } from "../../../components/ui/dialog.tsx";
import { useDeleteChild } from "../api/delete-child.ts";
import { childFullName } from "../child-display.ts";

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
  const remove = useDeleteChild(onClose);

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
