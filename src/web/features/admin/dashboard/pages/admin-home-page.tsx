import { Container } from "../../../../components/ui/container.tsx";
import { NavTileGrid } from "../../../../components/ui/nav-tile.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { ADMIN_TILES } from "../../admin-links.ts";

export const ADMIN_TITLE = "Administration";

export function AdminHomePage() {
  usePageTitle(ADMIN_TITLE);
  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{ADMIN_TITLE}</h1>
        <p className="text-muted">Gérez les plaines, les actualités, les inscriptions, les enfants et les paramètres du site.</p>
      </header>
      <NavTileGrid label={ADMIN_TITLE} tiles={ADMIN_TILES} />
    </Container>
  );
}
