import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { LoadError } from "../../../../components/load-error.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { tariffCategoriesQueryOptions, tariffFieldLabels } from "../../tariffs/index.ts";
import { logFiltersFromSearch } from "../activity-log-labels.ts";
import { activityLogQueryOptions } from "../api/get-activity-log.ts";
import { ActivityLogFilters } from "../components/activity-log-filters.tsx";
import { ActivityLogList } from "../components/activity-log-list.tsx";

const LOG_TITLE = "Journal d'activité";
const LOG_LOAD_ERROR = "Impossible de charger le journal d'activité";

function LogSkeleton() {
  return <SkeletonStack busy className="space-y-4" bars={["h-20 w-full", "h-20 w-full", "h-20 w-full"]} />;
}

/** Who changed what, across plaines, registrations, payments, settings and exports: every entry of the audit log, newest first. */
export function ActivityLogPage() {
  usePageTitle(LOG_TITLE);
  const [search] = useSearchParams();
  const filters = logFiltersFromSearch(search);
  const log = useInfiniteQuery(activityLogQueryOptions(filters));
  // A plaine's price for a tariff category is named by the category, once the list of them is here.
  const tariffs = useQuery(tariffCategoriesQueryOptions());
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Boolean(filters.actor || filters.area || filters.from || filters.to);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={LOG_TITLE}
      subtitle="Qui a modifié quoi, et quand&nbsp;: plaines, inscriptions, paiements, paramètres et exports. Les heures sont celles de Bruxelles."
    >
      <Card>
        <CardBody className="space-y-6 p-5 sm:p-6">
          <ActivityLogFilters filters={filters} people={log.data?.pages[0]?.people ?? []} />
          {log.isPending ? (
            <LogSkeleton />
          ) : log.isError && entries.length === 0 ? (
            <LoadError title={LOG_LOAD_ERROR} error={log.error} retrying={log.isFetching} onRetry={() => void log.refetch()} />
          ) : entries.length === 0 ? (
            <p className="py-6 text-center text-muted">
              {filtered ? "Aucune entrée pour ces filtres." : "Aucune modification enregistrée pour l'instant."}
            </p>
          ) : (
            <div className="space-y-6">
              <ActivityLogList entries={entries} tariffLabels={tariffFieldLabels(tariffs.data)} />
              {log.hasNextPage && (
                <div className="flex justify-center border-t border-slate-200 pt-5">
                  <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                    {log.isFetchingNextPage ? "Chargement..." : "Afficher les entrées plus anciennes"}
                  </Button>
                </div>
              )}
            </div>
          )}
        </CardBody>
      </Card>
    </SubPage>
  );
}
