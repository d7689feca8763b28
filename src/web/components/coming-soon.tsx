import Construction from "lucide-react/icons/construction";
import Hourglass from "lucide-react/icons/hourglass";
import { Link } from "react-router";
import { paths } from "../../domain/paths.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { BackLink } from "./back-link.tsx";
import { buttonClasses } from "./ui/button.tsx";
import { Container } from "./ui/container.tsx";

const COMING_SOON = "Bientôt disponible";
const UNDER_CONSTRUCTION = "Page en construction";

interface ComingSoonProps {
  title: string;
  /**
   * Given for a screen of a personal space (dashboard, administration) announced by its tile:
   * it shows in a frame under a link back to that space. Without it, the page is a public one
   * announced in the footer, whose content is still being written: it leads back home.
   */
  back?: { to: string; label: string };
}

/** A page that exists but is not built yet: says so plainly, shows no made-up content. */
export function ComingSoon({ title, back }: ComingSoonProps) {
  usePageTitle(title);
  if (back) {
    return (
      <Container className="max-w-3xl py-10 sm:py-12">
        <BackLink to={back.to} label={back.label} />
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-amber-100 text-amber-800">
            <Hourglass aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-3 inline-flex rounded-full bg-amber-100 px-4 py-1 font-semibold text-amber-900">{COMING_SOON}</p>
          <p className="mt-3 text-muted">Cet espace est en préparation et sera ouvert prochainement.</p>
        </div>
      </Container>
    );
  }
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
