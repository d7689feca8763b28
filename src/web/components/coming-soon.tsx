import Construction from "lucide-react/icons/construction";
import { Link } from "react-router";
import { paths } from "../../domain/paths.ts";
import { MessagePage } from "./message-page.tsx";
import { buttonClasses } from "./ui/button.tsx";

const UNDER_CONSTRUCTION = "Page en construction";

/**
 * A public page announced in the footer whose content is still being written (spec: /about,
 * /privacy and /terms are placeholders under construction): says so plainly, shows no made-up
 * content, and leads back home.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <MessagePage
      icon={Construction}
      tone="amber"
      title={title}
      badge={UNDER_CONSTRUCTION}
      text="Le contenu de cette page sera bientôt disponible. Merci de votre patience !"
    >
      <Link to={paths.home} className={buttonClasses({ className: "mt-8" })}>
        Retour à l'accueil
      </Link>
    </MessagePage>
  );
}
