import { lazy, Suspense } from "react";
import { type Child } from "../../../../domain/child.ts";
import type { ChildInput } from "../../../../domain/contracts/children-input.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSaveChild } from "../api/save-child.ts";
import { useWithdrawMedicalConsent } from "../api/withdraw-medical-consent.ts";

/**
 * The form (and the form kit, react-hook-form and zod with it) is fetched when the dialog first
 * opens: the children page and the registration page paint without it.
 */
const ChildForm = lazy(() => import("./child-form.tsx").then((module) => ({ default: module.ChildForm })));

export const ADD_CHILD_TITLE = "Ajouter un enfant";
const EDIT_CHILD_TITLE = "Modifier l'enfant";

/** What the dialog is open for: a new child, or the file of an existing one. */
export type ChildFormTarget = { mode: "add" } | { mode: "edit"; child: Child };

interface ChildFormDialogProps {
  /** Null while the dialog is closed. */
  target: ChildFormTarget | null;
  onClose: () => void;
}

/**
 * The add/edit dialog. It owns the save, so it can refuse to close while a request is on its
 * way (the result would land in a form the parent no longer sees). On success it says so,
 * closes and refreshes every list of children; on failure it stays open with everything typed.
 */
export function ChildFormDialog({ target, onClose }: ChildFormDialogProps) {
  const child = target?.mode === "edit" ? target.child : null;
  const title = child ? EDIT_CHILD_TITLE : ADD_CHILD_TITLE;

  const save = useSaveChild(onClose);

  const withdraw = useWithdrawMedicalConsent(onClose);
  const busy = save.isPending || withdraw.isPending;

  return (
    <Dialog open={target !== null} title={title} onClose={() => !busy && onClose()}>
      {/* A fresh form for each opening (the Dialog mounts its content only while open). */}
      <Suspense fallback={<Spinner showLabel />}>
        <ChildForm
          key={child?.id ?? "new"}
          child={child}
          label={title}
          saving={busy}
          onSave={(input: ChildInput) => save.mutateAsync({ id: child?.id, input })}
          onCancel={onClose}
          onWithdrawConsent={child ? () => withdraw.mutate(child.id) : undefined}
        />
      </Suspense>
    </Dialog>
  );
}
