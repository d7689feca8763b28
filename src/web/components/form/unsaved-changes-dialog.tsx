import type { Blocker } from "react-router";
import { ConfirmDialog } from "../ui/dialog.tsx";

const LEAVE_TITLE = "Quitter sans enregistrer\u00a0?";
const LEAVE_LABEL = "Quitter sans enregistrer";
const STAY_LABEL = "Rester sur la page";

/** The question of useUnsavedChangesGuard: staying is the safe choice, and has the focus. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const blocked = blocker.state === "blocked";
  return (
    <ConfirmDialog
      open={blocked}
      title={LEAVE_TITLE}
      confirmLabel={LEAVE_LABEL}
      cancelLabel={STAY_LABEL}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Vos modifications n&apos;ont pas été enregistrées. Si vous quittez cette page, elles seront perdues.</p>
    </ConfirmDialog>
  );
}
