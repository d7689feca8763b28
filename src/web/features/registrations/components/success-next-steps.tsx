import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { DASHBOARD_PATH } from "../../dashboard/index.ts";
import { REGISTRATIONS_PATH } from "../registration-links.ts";

/** Where a parent goes from a success page (bank transfer or card): their registrations, or their space. */
export function SuccessNextSteps() {
  return (
    <nav aria-label="Suite" className="flex flex-col gap-3 sm:flex-row">
      <Link to={REGISTRATIONS_PATH} className={buttonClasses()}>
        Voir mes inscriptions
      </Link>
      <Link to={DASHBOARD_PATH} className={buttonClasses({ variant: "outline" })}>
        Retour à mon espace
      </Link>
    </nav>
  );
}
