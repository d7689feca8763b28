import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { NavTileGrid } from "../../../components/ui/nav-tile.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { DASHBOARD_TILES, QUALIFICATIONS_TILE } from "../../dashboard/index.ts";
import { todoQueryOptions } from "../api/get-todo.ts";
import { TodoSection } from "../components/todo-section.tsx";

export const DASHBOARD_TITLE = "Mon espace";
const TODO_LOAD_ERROR = "Impossible de charger la liste «\u00a0À faire\u00a0»";

/**
 * /dashboard ('Mon espace'): 'À faire' first — what the parent has to pay, answer or complete,
 * and the next plaine — then the tiles of the parent's areas.
 */
export function DashboardPage() {
  usePageTitle(DASHBOARD_TITLE);
  const { user } = useAuth();
  const todo = useQuery(todoQueryOptions());
  return (
    <Container className="space-y-10 py-10 sm:py-12">
      <PageHeader
        title={DASHBOARD_TITLE}
        subtitle={<>{user ? `Bonjour ${user.firstName}\u00a0! ` : ""}Gérez votre profil, vos enfants et leurs inscriptions aux plaines.</>}
      />
      <QueryView
        query={todo}
        keepDataOnError
        loading={
          <SkeletonStack label="Chargement de «&nbsp;À faire&nbsp;»" className="space-y-3" bars={["h-7 w-32", "h-24 w-full rounded-2xl"]} />
        }
        errorTitle={TODO_LOAD_ERROR}
      >
        {(data) => <TodoSection todo={data} />}
      </QueryView>
      <NavTileGrid
        label={DASHBOARD_TITLE}
        tiles={user?.keepsQualifications && !user.inTeam ? [...DASHBOARD_TILES, QUALIFICATIONS_TILE] : DASHBOARD_TILES}
      />
    </Container>
  );
}
