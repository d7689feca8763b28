import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { cn } from "../../../lib/cn.ts";

const BACK_TO_SEARCH_LABEL = "Retour à la recherche";

export function BackToSearchLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.search}
      className={cn("inline-flex items-center gap-2 rounded font-semibold text-brand-800 underline-offset-4 hover:underline", className)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {BACK_TO_SEARCH_LABEL}
    </Link>
  );
}
