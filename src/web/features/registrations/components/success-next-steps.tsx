import { Link } from "react-router";
import { formatDateFr } from "../../../../domain/dates.ts";
import { paths } from "../../../../domain/paths.ts";
import { lastCancellationDay, PARENT_CANCELLATION_DAYS } from "../../../../domain/registration.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";

/** Where a parent goes from a success page (bank transfer or card): their registrations, or their space. */
export function SuccessNextSteps() {
  return (
    <nav aria-label="Suite" className="flex flex-col gap-3 sm:flex-row">
      <Link to={paths.registrations} className={buttonClasses()}>
        Voir mes inscriptions
      </Link>
      <Link to={paths.dashboard} className={buttonClasses({ variant: "outline" })}>
        Retour à mon espace
      </Link>
    </nav>
  );
}

/** Until when the parent may still cancel the registration themselves. */
export function CancellationDeadline({ startDate }: { startDate: string }) {
  return (
    <p className="text-sm text-muted">
      Une annulation reste possible jusqu'au {formatDateFr(lastCancellationDay(startDate))}, soit {PARENT_CANCELLATION_DAYS} jours avant le
      début de la plaine, depuis «&nbsp;Mes inscriptions&nbsp;».
    </p>
  );
}
