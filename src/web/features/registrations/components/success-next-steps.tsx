import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
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
