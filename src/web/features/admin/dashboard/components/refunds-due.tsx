import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { paths } from "../../../../../domain/paths.ts";
import { cn } from "../../../../lib/cn.ts";
import { refundsDueCountLabel } from "../dashboard-labels.ts";

/** Card payments that arrived after their places were given to someone else: each must be refunded. */
export function RefundsDue({ count }: { count: number }) {
  return (
    <div className="space-y-3">
      <p className={cn("text-3xl font-extrabold tabular-nums", count > 0 ? "text-red-700" : "text-ink")} data-testid="refunds-due-count">
        {count}
      </p>
      <p className="text-sm text-muted">
        {count > 0
          ? `${refundsDueCountLabel(count)} : payés après la libération de leurs places, déjà reprises par d'autres enfants.`
          : refundsDueCountLabel(0)}
      </p>
      <Link
        to={paths.adminRegistrations}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        Voir les inscriptions
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
