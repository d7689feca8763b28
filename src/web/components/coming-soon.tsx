import Hourglass from "lucide-react/icons/hourglass";
import { Container } from "./ui/container.tsx";
import { BackLink } from "./back-link.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";

export const COMING_SOON = "Bientôt disponible";

/** A dashboard screen announced by its tile but not built yet: says so plainly, shows no made-up data. */
export function ComingSoon({ title, back }: { title: string; back: { to: string; label: string } }) {
  usePageTitle(title);
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
