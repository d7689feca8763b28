import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className="pb-4">
      <Container>
        <div data-surface="dark" className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 id="cta-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Prêts pour des vacances pleines d'aventures&nbsp;?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">
            Créez votre espace parent en quelques minutes, ajoutez vos enfants et réservez leur place.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.search} className={buttonClasses({ variant: "light", size: "lg" })}>
              Découvrir les plaines
            </Link>
            <Link
              to={paths.signup}
              className={buttonClasses({ size: "lg", className: "border border-white bg-transparent text-white hover:bg-brand-900" })}
            >
              Créer mon espace parent
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
