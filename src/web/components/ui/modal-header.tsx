import X from "lucide-react/icons/x";
import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

/**
 * Opens and closes a <dialog> as a modal with `open`: showModal() gives the focus trap, Escape,
 * the inert page behind and the top layer, and gives the focus back on close. Once open, the
 * element marked `data-autofocus` takes the focus rather than the first one (the close button).
 * Returns the props of the <dialog> itself, named by its title and description, and those of its
 * ModalHeader; Escape asks `onClose` instead of the browser closing it behind React's back.
 */
export function useModalDialog({
  open,
  onClose,
  title,
  description,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const dialogProps = {
    ref,
    "aria-labelledby": titleId,
    "aria-describedby": description ? descriptionId : undefined,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
  };
  const headerProps = { titleId, descriptionId, title, description, onClose };
  return { dialogProps, headerProps };
}

interface ModalHeaderProps {
  titleId: string;
  descriptionId: string;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  className?: string;
}

/** A modal's title, its optional description and the close button, as Dialog and Sheet show them. */
export function ModalHeader({ titleId, descriptionId, title, description, onClose, className }: ModalHeaderProps) {
  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <div className="min-w-0 space-y-1">
        <h2 id={titleId} className="text-xl font-bold break-words text-ink">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="text-sm text-muted">
            {description}
          </div>
        )}
      </div>
      <Button variant="ghost" size="icon" className="-mt-1 -mr-2 shrink-0" aria-label="Fermer" onClick={onClose}>
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
