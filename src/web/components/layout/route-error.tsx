import { useEffect } from "react";
import { Link, useRouteError } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../../domain/api-error.ts";
import { paths } from "../../../domain/paths.ts";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Container } from "../ui/container.tsx";

/**
 * Shown inside the layout when a page crashes or its code cannot be downloaded
 * (typically a new release replaced the files): reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error("Erreur de page", error);
  }, [error]);

  return (
    <Container className="max-w-2xl py-16 text-center">
      <div role="alert">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{GENERIC_ERROR_MESSAGE}</h1>
        <p className="mt-4 text-muted">La page n'a pas pu s'afficher. Rechargez-la ou revenez à l'accueil.</p>
      </div>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>Recharger la page</Button>
        <Link to={paths.home} className={buttonClasses({ variant: "outline" })}>
          Retour à l'accueil
        </Link>
      </div>
    </Container>
  );
}
