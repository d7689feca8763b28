import Compass from "lucide-react/icons/compass";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export const NOT_FOUND_TITLE = "Page non trouvée";

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <Container className="max-w-2xl py-16 text-center">
      <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-brand-100 text-brand-800">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm font-bold tracking-widest text-brand-800 uppercase">Erreur 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-muted">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses()}>
          Retour à l'accueil
        </Link>
        <Link to="/search" className={buttonClasses({ variant: "outline" })}>
          Voir les plaines
        </Link>
      </div>
    </Container>
  );
}
