import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { ModalHeader, useModalDialog } from "./modal-header.tsx";

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
  const { dialogProps, headerProps } = useModalDialog({ open, onClose, title, description });

  return (
    <dialog
      {...dialogProps}
      className={cn(
        "m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50",
        "sm:ml-auto sm:max-w-xl sm:border-l sm:border-slate-200",
      )}
    >
      {open && (
        <div className="flex h-full flex-col">
          <ModalHeader className="border-b border-slate-200 px-5 py-4 sm:px-6" {...headerProps} />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling content must take focus so the keyboard can scroll it (axe: scrollable-region-focusable) */}
          <div tabIndex={0} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}
