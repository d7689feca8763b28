import type { AdminRegistrationUpdate } from "../../../../../domain/contracts/admin-input.ts";
import { CANCEL_REASON_MAX_LENGTH, cancelReasonFormSchema } from "../../../../../domain/contracts/admin-input.ts";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextArea } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";

/** A cancellation waiting for its reason: the change asked for, the rows it names, and what to do once saved. */
export interface PendingCancellation {
  update: AdminRegistrationUpdate;
  rows: RegistrationRow[];
  onSaved?: () => void;
}

interface CancelDialogProps {
  /** The cancellation to confirm; null while the dialog is closed. */
  pending: PendingCancellation | null;
  saving: boolean;
  onConfirm: (update: AdminRegistrationUpdate, onSaved?: () => void) => void;
  onClose: () => void;
}

function namesOf(rows: RegistrationRow[]): string {
  const names = rows.map((row) => `${row.child.firstName} ${row.child.lastName}`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} et ${names.at(-1)}` : (names[0] ?? "");
}

/** How many families the selection reaches: each gets one e-mail. */
function familyCount(rows: RegistrationRow[]): number {
  return new Set(rows.map((row) => row.parent?.email ?? row.id)).size;
}

function CancelForm({ pending, saving, onConfirm, onClose }: CancelDialogProps & { pending: PendingCancellation }) {
  const form = useZodForm(cancelReasonFormSchema, { defaultValues: { reason: "" } });
  const count = pending.rows.length;
  const families = familyCount(pending.rows);
  return (
    <Form
      form={form}
      onSubmit={({ reason }) => onConfirm({ ...pending.update, ...(reason ? { cancelReason: reason } : {}) }, pending.onSaved)}
      className="space-y-4"
    >
      <p className="text-sm leading-relaxed text-ink">
        {count > 1 ? "Les inscriptions de " : "L'inscription de "}
        <strong>{namesOf(pending.rows)}</strong> {count > 1 ? "seront annulées" : "sera annulée"} et{" "}
        {count > 1 ? "leurs places rendues" : "sa place rendue"}.{" "}
        {families > 1 ? `Chacune des ${families}\u00a0familles reçoit un e-mail` : "La famille reçoit un e-mail"} avec la raison indiquée
        ci-dessous et ce qu'il advient du montant déjà payé.
      </p>
      <FormTextArea
        id="cancel-reason"
        name="reason"
        label="Raison (facultative)"
        rows={3}
        data-autofocus
        hint={`Par exemple\u00a0: «\u00a0La plaine est annulée faute d'encadrement.\u00a0» ${CANCEL_REASON_MAX_LENGTH}\u00a0caractères au maximum.`}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={saving} onClick={onClose}>
          Retour
        </Button>
        <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={saving}>
          {saving ? "Annulation en cours..." : count > 1 ? `Annuler les ${count}\u00a0inscriptions` : "Annuler l'inscription"}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Before an administrator cancels registrations: who is cancelled, that each family is told once
 * by e-mail, and an optional reason to tell them (500 characters, checked as the server does).
 */
export function CancelDialog(props: CancelDialogProps) {
  const { pending, saving, onClose } = props;
  const count = pending?.rows.length ?? 0;
  return (
    <Dialog
      open={pending !== null}
      onClose={() => !saving && onClose()}
      title={count > 1 ? `Annuler ${count}\u00a0inscriptions\u00a0?` : "Annuler l'inscription\u00a0?"}
    >
      {pending && <CancelForm {...props} pending={pending} />}
    </Dialog>
  );
}
