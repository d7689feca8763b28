import X from "lucide-react/icons/x";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

export interface SheetProps {
  open: boolean;
  /** Escape or the close button: the parent decides what closing means (e.g. clearing the address). */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A panel for reading a record beside its list: on the right edge, full height, on wide screens;
 * the whole screen on a phone. Like Dialog, it is the browser's own modal <dialog> (focus kept
 * inside, Escape, the page behind made inert, the focus given back on close). The title stays in
 * view while the content scrolls under it.
 */
export function Sheet({ open, onClose, title, description, children }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        "m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50",
        "sm:ml-auto sm:max-w-xl sm:border-l sm:border-slate-200",
      )}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
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
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling content must take focus so the keyboard can scroll it (axe: scrollable-region-focusable) */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
