import SearchX from "lucide-react/icons/search-x";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { type Activity, formatResultCount } from "../../../../domain/activity.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { paths } from "../../../../domain/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { useVisitor } from "../../../lib/auth/use-visitor.ts";
import { childrenQueryOptions } from "../../children/index.ts";
import { cn } from "../../../lib/cn.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { activitiesQueryOptions } from "../api/get-activities.ts";
import { ActivityRow } from "../components/activity-row.tsx";
import { ActivityRowSkeleton } from "../components/activity-row-skeleton.tsx";
import { FILTER_ERROR_ID, SearchFiltersForm } from "../components/search-filters-form.tsx";
import { noMatchMessage } from "../filter-summary.ts";
import { EVERY_PLAINE, filtersFromUrl, type SearchFilterValues } from "../search-params.ts";
import { PageHeader } from "../../../components/page-header.tsx";

const SEARCH_TITLE = "Trouvez la plaine idéale";
const EMPTY_TITLE = "Aucune plaine disponible";
const EMPTY_TEXT = "Il n'y a actuellement aucune plaine disponible. Revenez plus tard\u00a0!";
const NO_MATCH_TITLE = "Aucun résultat";

/**
 * No plaine at all (the spec's empty state), or none left by these filters: which ones, and the
 * way back to every plaine.
 */
function NoResults({ filters, nonePublished }: { filters: SearchFilterValues; nonePublished: boolean }) {
  const hasFilters = Object.keys(filters).length > 0;
  const filtered = hasFilters && !nonePublished;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto mb-3 size-10 text-slate-500" />
      <h2 className="text-xl font-bold text-ink">{filtered ? NO_MATCH_TITLE : EMPTY_TITLE}</h2>
      <p className="mx-auto mt-2 max-w-prose text-muted">{filtered ? noMatchMessage(filters) : EMPTY_TEXT}</p>
      {hasFilters && (
        <Link to={paths.search} className={buttonClasses({ variant: filtered ? "primary" : "outline", className: "mt-6" })}>
          {filtered ? "Effacer les filtres" : "Voir toutes les plaines"}
        </Link>
      )}
    </div>
  );
}

/** The plaines found, dimmed while newer filters load; or why there are none. */
function ActivityResults({
  activities,
  filters,
  nonePublished,
  stale,
}: {
  activities: Activity[];
  filters: SearchFilterValues;
  nonePublished: boolean;
  stale: boolean;
}) {
  if (activities.length === 0) return <NoResults filters={filters} nonePublished={nonePublished} />;
  return (
    <ul aria-busy={stale} className={cn("space-y-4 transition-opacity", stale && "opacity-60")}>
      {activities.map((activity) => (
        <li key={activity.id}>
          <ActivityRow activity={activity} />
        </li>
      ))}
    </ul>
  );
}

export function SearchPage() {
  usePageTitle("Plaines");
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromUrl(searchParams);
  const hasFilters = Object.keys(filters).length > 0;
  const visitor = useVisitor();
  // 'Ou choisir un de mes enfants' lists a signed-in parent's children (the picker stays hidden otherwise).
  const { data: children } = useQuery({ ...childrenQueryOptions("firstName"), enabled: visitor === "parent" });
  const {
    data: activities,
    error,
    isPending,
    isPlaceholderData,
  } = useQuery({
    ...activitiesQueryOptions({ scope: "active", ...filters }),
    // While new filters load, the previous results stay (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

  // Filters that leave nothing: whether any plaine is published at all tells which empty state it is.
  const filteredToNothing = hasFilters && activities?.length === 0 && !isPlaceholderData;
  const { data: everyPlaine } = useQuery({ ...activitiesQueryOptions(EVERY_PLAINE), enabled: filteredToNothing });

  const applyFilters = (next: URLSearchParams) => {
    // Pressing "Filtrer" twice must not add the same page to the history twice.
    if (next.toString() !== searchParams.toString()) setSearchParams(next);
  };

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        className="mb-6"
        title={SEARCH_TITLE}
        subtitle="Choisissez une ville, un âge ou un budget pour trouver la plaine qui convient à votre enfant."
      />

      {/* The key re-creates the fields when the URL changes, e.g. with the back button. */}
      <SearchFiltersForm
        key={searchParams.toString()}
        filters={filters}
        fieldErrors={isApiError(error) ? error.fields : undefined}
        pickableChildren={children}
        onSubmit={applyFilters}
      />

      <section aria-label="Résultats" className="mt-8">
        {error ? (
          <Alert id={FILTER_ERROR_ID} tone="error" title="Impossible d'afficher les plaines">
            {isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE}
          </Alert>
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <p role="status" data-testid="result-count" className="font-semibold text-ink">
                {isPending ? "Recherche en cours..." : formatResultCount(activities.length)}
              </p>
              <p className="text-sm text-muted">Triés par date de début</p>
            </div>

            {isPending ? (
              <div className="space-y-4">
                <ActivityRowSkeleton />
                <ActivityRowSkeleton />
                <ActivityRowSkeleton />
              </div>
            ) : (
              <ActivityResults
                activities={activities}
                filters={filters}
                nonePublished={!hasFilters || everyPlaine?.length === 0}
                stale={isPlaceholderData}
              />
            )}
          </>
        )}
      </section>
    </Container>
  );
}
