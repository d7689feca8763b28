import Construction from "lucide-react/icons/construction";
import { Link } from "react-router";
import { paths } from "../../domain/paths.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { buttonClasses } from "./ui/button.tsx";
import { Container } from "./ui/container.tsx";

const UNDER_CONSTRUCTION = "Page en construction";

/**
 * A public page announced in the footer whose content is still being written (spec: /about,
 * /privacy and /terms are placeholders under construction): says so plainly, shows no made-up
 * content, and leads back home.
 */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Container className="max-w-2xl py-16 text-center">
      <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-amber-100 text-amber-800">
        <Construction aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 inline-flex rounded-full bg-amber-100 px-4 py-1 font-semibold text-amber-900">{UNDER_CONSTRUCTION}</p>
      <p className="mt-4 text-muted">Le contenu de cette page sera bientôt disponible. Merci de votre patience !</p>
      <Link to={paths.home} className={buttonClasses({ className: "mt-8" })}>
        Retour à l'accueil
      </Link>
    </Container>
  );
}
