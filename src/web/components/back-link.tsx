import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";

/** "← Mon espace": the way back up from a sub-page of a dashboard. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-800 underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
