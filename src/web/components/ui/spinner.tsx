import LoaderCircle from "lucide-react/icons/loader-circle";
import { cn } from "../../lib/cn.ts";

/** A spinning wheel with a text for screen readers (and, when `showLabel`, for everyone). */
export function Spinner({
  label = "Chargement...",
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-muted", className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </span>
  );
}
