import { Link } from "react-router";
import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { oneAgreementMessage } from "../../../../../domain/plaine/one-agreement.ts";
import { adminActivityEditPath } from "../../../../../domain/paths.ts";
import { Alert } from "../../../../components/ui/alert.tsx";

/**
 * The plaines whose ONE agreement request is still to send: a reminder from 120 days before the
 * first day, a warning once the last day (90 days before) has passed; each opens the plaine's page
 * where the request is recorded as sent. Nothing when there is none.
 */
export function OneAgreementReminders({ reminders }: { reminders: AdminDashboard["oneAgreementReminders"] }) {
  if (reminders.length === 0) return null;
  return (
    <ul className="space-y-3 lg:col-span-2" aria-label="Demandes d'agrément ONE">
      {reminders.map((reminder) => (
        <li key={reminder.id} data-testid="one-agreement-reminder">
          <Alert tone={reminder.late ? "error" : "warning"} role="status">
            <p>{oneAgreementMessage(reminder.title, reminder)}</p>
            <Link to={`${adminActivityEditPath(reminder.id)}#plaine-field-title`} className="font-semibold underline">
              Ouvrir la plaine
            </Link>
          </Alert>
        </li>
      ))}
    </ul>
  );
}
