import { Container } from "../../../components/ui/container.tsx";
import { NavTileGrid } from "../../../components/ui/nav-tile.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { useAuth } from "../../auth/auth-context.ts";
import { DASHBOARD_TILES } from "../dashboard-links.ts";

export const DASHBOARD_TITLE = "Mon espace";

export function DashboardPage() {
  usePageTitle(DASHBOARD_TITLE);
  const { user } = useAuth();
  return (
    <Container className="py-10 sm:py-12">
      <header className="mb-8 space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{DASHBOARD_TITLE}</h1>
        <p className="text-muted">
          {user ? `Bonjour ${user.firstName} ! ` : ""}Gérez votre profil, vos enfants et leurs inscriptions aux plaines.
        </p>
      </header>
      <NavTileGrid label={DASHBOARD_TITLE} tiles={DASHBOARD_TILES} />
    </Container>
  );
}
