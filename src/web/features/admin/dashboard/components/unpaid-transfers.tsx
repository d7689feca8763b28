import { Link } from "react-router";
import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { paths } from "../../../../../domain/paths.ts";
import { ageDaysLabel, moreTransfersLabel, unpaidTransfersLabel } from "../dashboard-labels.ts";

/** A transfer awaited longer than this is shown in red: time to remind the parent. */
const LATE_AFTER_DAYS = 7;

/** Bank transfers still awaited, oldest first, with how long each has waited and what is still due (a part received is said). */
export function UnpaidTransfers({ transfers }: { transfers: AdminDashboard["unpaidTransfers"] }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-extrabold text-ink tabular-nums" data-testid="unpaid-total">
          {formatEuros(transfers.totalCents)}
        </p>
        <p className="text-muted" data-testid="unpaid-count">
          {unpaidTransfersLabel(transfers.count)}
        </p>
      </div>
      {transfers.items.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {transfers.items.map((transfer) => (
            <li
              key={transfer.paymentId}
              data-testid="unpaid-transfer"
              className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{transfer.parentName}</p>
                <p className="break-words text-muted">
                  {transfer.activityTitle} · Réf. {transfer.reference}
                </p>
                {transfer.receivedCents > 0 && (
                  <p className="text-muted">
                    Reçu {formatEuros(transfer.receivedCents)} sur {formatEuros(transfer.amountCents)}
                  </p>
                )}
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold text-ink tabular-nums">{formatEuros(transfer.amountCents - transfer.receivedCents)}</p>
                <p className={transfer.ageDays > LATE_AFTER_DAYS ? "font-medium text-red-700" : "text-muted"}>
                  {ageDaysLabel(transfer.ageDays)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {transfers.count > transfers.items.length && (
        // The dashboard lists the oldest ones only; the registrations page has them all.
        <Link
          to={paths.adminRegistrations}
          className="inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {moreTransfersLabel(transfers.count - transfers.items.length)}
        </Link>
      )}
    </div>
  );
}
