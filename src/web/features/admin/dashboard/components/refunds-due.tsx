import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { paths } from "../../../../../domain/paths.ts";
import { cn } from "../../../../lib/cn.ts";
import { cardRefundsLabel, overpaymentsLabel, refundsDueCountLabel } from "../dashboard-labels.ts";

function PanelLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

interface RefundsDueProps {
  /** Card payments that arrived after their places were given to someone else. */
  cards: number;
  /** Transfers' sums beyond what was due, waiting under 'Trop-perçus à rembourser'. */
  overpayments: AdminDashboard["overpaymentsToRefund"];
}

/** Everything the association must give back: card payments paid too late, and the transfers' overpayments. */
export function RefundsDue({ cards, overpayments }: RefundsDueProps) {
  const count = cards + overpayments.count;
  return (
    <div className="space-y-3">
      <p className={cn("text-3xl font-extrabold tabular-nums", count > 0 ? "text-red-700" : "text-ink")} data-testid="refunds-due-count">
        {count}
      </p>
      {count === 0 ? (
        <>
          <p className="text-sm text-muted">{refundsDueCountLabel(0)}</p>
          <PanelLink to={paths.adminRegistrations}>Voir les inscriptions</PanelLink>
        </>
      ) : (
        <ul className="space-y-3 text-sm">
          {cards > 0 && (
            <li className="space-y-1" data-testid="card-refunds">
              <p className="text-muted">
                {cardRefundsLabel(cards)}&nbsp;: payés après la libération de leurs places, déjà reprises par d'autres enfants.
              </p>
              <PanelLink to={paths.adminRegistrations}>Voir les inscriptions</PanelLink>
            </li>
          )}
          {overpayments.count > 0 && (
            <li className="space-y-1" data-testid="overpayments-to-refund">
              <p className="text-muted">
                {overpaymentsLabel(overpayments.count)} ({formatEuros(overpayments.totalCents)})&nbsp;: reçus au-delà de ce qui était dû.
              </p>
              <PanelLink to={paths.adminPaymentImport}>Voir les trop-perçus</PanelLink>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
