import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";
import { ModalHeader, useModalDialog } from "./modal-header.tsx";

export interface DialogProps {
  open: boolean;
  /** Escape, the close button or a click outside: the parent decides (e.g. not while saving). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the browser's own <dialog>: showModal() gives the focus trap, Escape, the inert page
 * behind and the top layer for free, and returns focus to the button that opened it on close.
 * On a phone it fills the width and scrolls inside, so a long form stays reachable. A tap beside
 * it does not close it: on a phone that is too easily done by mistake with a form half typed.
 */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  // showModal() focuses the first focusable element (the close button); a dialog may name a
  // better one with data-autofocus (the safe choice of a confirmation, the first field of a form).
  const { dialogProps, headerProps } = useModalDialog({ open, onClose, title, description });

  return (
    <dialog
      {...dialogProps}
      className={cn(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50",
        className,
      )}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <ModalHeader className="mb-4" {...headerProps} />
          {children}
        </div>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice; "Annuler" unless that word would be ambiguous (cancelling a registration). */
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs; both buttons are then disabled. */
  pendingLabel?: string;
  pending?: boolean;
  /** The confirm button's colour: red for what takes something away (the default), the brand's for what records a fact. */
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before something that cannot be undone; the safe choice comes first and has the focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Annuler",
  pendingLabel,
  pending = false,
  tone = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={() => !pending && onCancel()}>
      <div className="space-y-3 text-sm leading-relaxed text-ink">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" data-autofocus disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button className={cn(tone === "danger" && "bg-red-700 hover:bg-red-800")} disabled={pending} onClick={onConfirm}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

interface DeleteDialogProps<T> {
  /** What to delete; null while the dialog is closed. */
  target: T | null;
  /** "Supprimer « … » ?", naming it. */
  title: (target: T) => string;
  pending: boolean;
  onDelete: (target: T) => void;
  onClose: () => void;
  /** What the deletion means. */
  children: (target: T) => ReactNode;
}

/** The confirmation before deleting a record, with its "Supprimer" button. */
export function DeleteDialog<T>({ target, title, pending, onDelete, onClose, children }: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      title={target ? title(target) : ""}
      confirmLabel="Supprimer"
      pendingLabel="Suppression en cours..."
      pending={pending}
      onConfirm={() => target && onDelete(target)}
      onCancel={onClose}
    >
      {target && children(target)}
    </ConfirmDialog>
  );
}
