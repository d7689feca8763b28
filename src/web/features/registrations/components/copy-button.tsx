import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";

const COPY_FAILED_MESSAGE = "Impossible de copier\u00a0: sélectionnez le texte pour le copier.";
const COPIED_FOR_MS = 2000;

function canCopy(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";
}

const noSubscription = () => () => undefined;

/**
 * The clipboard is offered only where the browser has it (secure pages, recent browsers). The
 * server cannot know: it draws the page without the buttons, and they appear once the page is
 * hydrated (the first render in the browser matches the server's).
 */
export function useCanCopy(): boolean {
  return useSyncExternalStore(noSubscription, canCopy, () => false);
}

/**
 * "Copier" next to a value a parent must type into a banking app. Says "Copié" for a moment, and
 * tells screen readers through the `onCopied` announcement of the parent.
 */
export function CopyButton({ value, label, onCopied }: { value: string; label: string; onCopied?: () => void }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      onCopied?.();
    } catch {
      toast.error(COPY_FAILED_MESSAGE);
    }
  }

  return (
    <Button variant="outline" size="sm" className="shrink-0 px-2.5 sm:px-3" aria-label={label} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="size-4 text-emerald-700" /> : <Copy aria-hidden="true" className="size-4" />}
      {/* On a phone the icon alone leaves the whole width to the value. */}
      <span aria-hidden="true" className="hidden sm:inline">
        {copied ? "Copié" : "Copier"}
      </span>
    </Button>
  );
}
