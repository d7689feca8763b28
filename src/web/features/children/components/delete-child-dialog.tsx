import type { Child } from "../../../../domain/child.ts";
import { DeleteDialog } from "../../../components/ui/dialog.tsx";
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
    <DeleteDialog
      target={child}
      title={(target) => `Supprimer ${childFullName(target)}\u00a0?`}
      pending={remove.isPending}
      onDelete={(target) => remove.mutate(target.id)}
      onClose={onClose}
    >
      {(target) => (
        <p>
          La fiche de {target.firstName}, y compris ses informations médicales, sera définitivement supprimée. Cette action est
          irréversible.
        </p>
      )}
    </DeleteDialog>
  );
}
