import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import type { RegistrationStatus } from "../../../../../domain/registration.ts";
import { Badge, type BadgeTone } from "../../../../components/ui/badge.tsx";

const STATUS_TONES: Record<RegistrationStatus, BadgeTone> = { pending: "warning", confirmed: "success", cancelled: "neutral" };

/** The newest registrations: which child, for which plaine, when, and where it stands. */
export function LastRegistrations({ registrations }: { registrations: AdminDashboard["lastRegistrations"] }) {
  if (registrations.length === 0) return <p className="text-muted">Aucune inscription pour l'instant.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {registrations.map((registration) => (
        <li key={registration.id} data-testid="last-registration" className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink">
              {registration.childName} <span className="font-normal text-muted">({registration.parentName})</span>
            </p>
            <p className="break-words text-muted">
              {registration.activityTitle} · <time dateTime={registration.createdAt}>{formatDateTimeFr(registration.createdAt)}</time>
            </p>
          </div>
          <Badge tone={STATUS_TONES[registration.status]} className="shrink-0">
            {registration.statusLabel}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
