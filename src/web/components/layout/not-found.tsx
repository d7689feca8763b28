import Compass from "lucide-react/icons/compass";
import { Link } from "react-router";
import { paths } from "../../../domain/paths.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageTitle } from "../page-header.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";

const NOT_FOUND_TITLE = "Page non trouvée";

/** The 404 page of an unknown address (an unknown plaine or article says so on its own page, with the 404 status). */
export function NotFound() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Container className="max-w-2xl py-16 text-center">
      <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-bold tracking-widest text-brand-800 uppercase">Erreur 404</p>
      <PageTitle className="mt-2">{NOT_FOUND_TITLE}</PageTitle>
      <p className="mt-4 text-muted">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses()}>
          Retour à l'accueil
        </Link>
        <Link to={paths.search} className={buttonClasses({ variant: "outline" })}>
          Voir les plaines
        </Link>
      </div>
    </Container>
  );
}
