import { PageHeader } from "../../../../components/page-header.tsx";
import { Container } from "../../../../components/ui/container.tsx";
import { NavTileGrid } from "../../../../components/ui/nav-tile.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { ADMIN_TILES } from "../../admin-links.ts";

const ADMIN_TITLE = "Administration";

export function AdminHomePage() {
  usePageTitle(ADMIN_TITLE);
  return (
    <Container className="py-10 sm:py-12">
      <PageHeader
        className="mb-8"
        title={ADMIN_TITLE}
        subtitle="Gérez les plaines, les actualités, les inscriptions, les enfants et les paramètres du site."
      />
      <NavTileGrid label={ADMIN_TITLE} tiles={ADMIN_TILES} />
    </Container>
  );
}
