import { GENERIC_ERROR_MESSAGE } from "../../../domain/api-error.ts";
import { UNNAMED_ASSOCIATION } from "../../../domain/association.ts";
import { paths } from "../../../domain/paths.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * The 500 page of a public page that could not be drawn (database down, a bug): French,
 * self-contained (no script, no file that could be missing too), styled inline (the CSP allows
 * inline styles, not scripts). Named after the association when its settings could be read,
 * neutrally when not (the database may be what failed).
 */
export function serverErrorPage(siteName: string = UNNAMED_ASSOCIATION): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="fr-BE">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Erreur | ${name}</title>
  </head>
  <body style="margin:0;font-family:system-ui,sans-serif;background:#fffaf5;color:#1c1917">
    <main style="max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center">
      <p style="font-weight:800;font-size:1.25rem;color:#c2410c">${name}</p>
      <h1 style="font-size:1.75rem">${GENERIC_ERROR_MESSAGE}</h1>
      <p>La page n'a pas pu s'afficher. Réessayez dans quelques instants.</p>
      <p><a href="${paths.home}" style="color:#9a3412;font-weight:600">Retour à l'accueil</a></p>
    </main>
  </body>
</html>
`;
}
