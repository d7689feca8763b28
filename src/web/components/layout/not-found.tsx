import Compass from "lucide-react/icons/compass";
import { Link } from "react-router";
import { paths } from "../../../domain/paths.ts";
import { MessagePage } from "../message-page.tsx";
import { buttonClasses } from "../ui/button.tsx";

const NOT_FOUND_TITLE = "Page non trouvée";

/** The 404 page of an unknown address (an unknown plaine or article says so on its own page, with the 404 status). */
export function NotFound() {
  return (
    <MessagePage
      icon={Compass}
      tone="brand"
      eyebrow="Erreur 404"
      title={NOT_FOUND_TITLE}
      text="La page que vous cherchez n'existe pas ou a été déplacée."
    >
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses()}>
          Retour à l'accueil
        </Link>
        <Link to={paths.search} className={buttonClasses({ variant: "outline" })}>
          Voir les plaines
        </Link>
      </div>
    </MessagePage>
  );
}
