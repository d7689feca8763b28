import { Container } from "../../../components/ui/container.tsx";
import { NavTileGrid } from "../../../components/ui/nav-tile.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { DASHBOARD_TILES } from "../dashboard-links.ts";
import { PageHeader } from "../../../components/page-header.tsx";

export const DASHBOARD_TITLE = "Mon espace";

export function DashboardPage() {
  usePageTitle(DASHBOARD_TITLE);
  const { user } = useAuth();
  return (
    <Container className="py-10 sm:py-12">
      <PageHeader
        className="mb-8"
        title={DASHBOARD_TITLE}
        subtitle={<>{user ? `Bonjour ${user.firstName} ! ` : ""}Gérez votre profil, vos enfants et leurs inscriptions aux plaines.</>}
      />
      <NavTileGrid label={DASHBOARD_TITLE} tiles={DASHBOARD_TILES} />
    </Container>
  );
}
