import Landmark from "lucide-react/icons/landmark";
import { Link } from "react-router";
import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { paths } from "../../../../../domain/paths.ts";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { ExtendDeadlineForm } from "../../bank/components/extend-deadline-form.tsx";

/**
 * Transfers whose payment deadline falls within 3 days: after it, the registrations are cancelled
 * and the places given back. The bank's statements are imported from here too.
 */
export function TransfersDueSoon({ transfers }: { transfers: AdminDashboard["transfersDueSoon"] }) {
  return (
    <div className="space-y-4">
      {transfers.length === 0 ? (
        <p className="text-muted">Aucun virement n'arrive à échéance dans les 3 jours.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Virements à échéance dans les 3 jours">
          {transfers.map((transfer) => (
            <li key={transfer.paymentId} data-testid="transfer-due-soon" className="space-y-2 px-3 py-2.5 text-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-ink">{transfer.parentName || "Parent"}</p>
                  <p className="break-words text-muted">{transfer.activityTitle}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold text-ink tabular-nums">{formatEuros(transfer.amountCents - transfer.receivedCents)}</p>
                  <p className="font-medium text-red-700">avant le {formatDateFr(transfer.deadline)}</p>
                </div>
              </div>
              <ExtendDeadlineForm
                paymentId={transfer.paymentId}
                deadline={transfer.deadline}
                label={`Prolonger le délai de ${transfer.parentName || "ce parent"} pour ${transfer.activityTitle}`}
              />
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.adminPaymentImport} className={buttonClasses({ variant: "outline", size: "sm" })}>
        <Landmark aria-hidden="true" className="size-4" />
        Importer un relevé bancaire
      </Link>
    </div>
  );
}
