import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import { DeleteDialog } from "../../../../components/ui/dialog.tsx";
import { useDeleteActivity } from "../api/delete-activity.ts";

interface DeleteActivityDialogProps {
  /** The plaine to delete; null while the dialog is closed. */
  activity: AdminActivity | null;
  onClose: () => void;
}

/**
 * "Supprimer « Plaine d'été » ?" A plaine some child is still registered for is refused by the
 * server with its own sentence (how many registrations), shown as it is. One with only cancelled
 * registrations is archived instead: hidden everywhere, kept for the parents' history.
 */
export function DeleteActivityDialog({ activity, onClose }: DeleteActivityDialogProps) {
  const remove = useDeleteActivity(onClose);

  return (
    <DeleteDialog
      target={activity}
      title={(target) => `Supprimer «\u00a0${target.title}\u00a0»\u00a0?`}
      pending={remove.isPending}
      onDelete={(target) => remove.mutate(target)}
      onClose={onClose}
    >
      {() => (
        <>
          <p>La plaine disparaîtra de la liste des plaines et de sa page publique. Cette action est irréversible.</p>
          <p className="text-muted">Une plaine pour laquelle des enfants sont encore inscrits ne peut pas être supprimée.</p>
        </>
      )}
    </DeleteDialog>
  );
}
