import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { activityKeys, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { deleteActivity } from "../api/delete-activity.ts";

const ACTIVITY_DELETE_ERROR_MESSAGE = "Erreur lors de la suppression de la plaine";

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
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (target: AdminActivity) => deleteActivity(target.id),
    onSuccess: (outcome, target) => {
      if (outcome === "archived") {
        toast.success(
          "Plaine retirée",
          `« ${target.title} » n'avait que des inscriptions annulées : elle est masquée partout mais conservée pour l'historique des parents.`,
        );
      } else {
        toast.success("Plaine supprimée", `« ${target.title} » a été supprimée.`);
      }
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      // 409: the server's sentence naming how many registrations still hold the plaine.
      if (isApiError(error) && error.status === 409) toast.error(error.message);
      else toast.error(ACTIVITY_DELETE_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
      onClose();
    },
    // Success or not, the server's lists are the truth; the public pages refresh too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.activityLists() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });

  return (
    <ConfirmDialog
      open={activity !== null}
      title={activity ? `Supprimer « ${activity.title} » ?` : ""}
      confirmLabel="Supprimer"
      pendingLabel="Suppression en cours..."
      pending={remove.isPending}
      onConfirm={() => activity && remove.mutate(activity)}
      onCancel={onClose}
    >
      {activity && (
        <>
          <p>La plaine disparaîtra de la liste des plaines et de sa page publique. Cette action est irréversible.</p>
          <p className="text-muted">Une plaine pour laquelle des enfants sont encore inscrits ne peut pas être supprimée.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
