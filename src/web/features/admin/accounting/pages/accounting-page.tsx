import { useQuery } from "@tanstack/react-query";
import BookOpenText from "lucide-react/icons/book-open-text";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { AccountingResponse } from "../../../../../domain/contracts/admin-accounting.ts";
import { EmptyCard } from "../../../../components/empty-card.tsx";
import { useLoadErrorToast } from "../../../../components/load-error.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { adminActivitiesQueryOptions } from "../../activities/api/get-admin-activities.ts";
import { AdminPanel } from "../../shared/components/admin-panel.tsx";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { accountingFiltersFromSearch, accountingQuery } from "../accounting-filters.ts";
import { accountingQueryOptions } from "../api/get-accounting.ts";
import { AccountingFiltersForm, type PlaineChoice } from "../components/accounting-filters.tsx";
import { AccountingSummary } from "../components/accounting-summary.tsx";
import { LedgerLines } from "../components/ledger-lines.tsx";

const TITLE = "Comptabilité";
const LOAD_ERROR = "Impossible de charger la comptabilité";
const NO_LINES = "Aucune somme reçue ni remboursée sur cette période.";

const linesLabel = (count: number) => (count === 1 ? "1 ligne" : `${count} lignes`);

/** The plaines to filter by: every plaine the administration lists, and any the summary names beside them, newest first. */
function plaineChoices(listed: PlaineChoice[] | undefined, ledger: AccountingResponse | undefined): PlaineChoice[] {
  const choices = new Map<string, PlaineChoice>();
  for (const plaine of listed ?? []) choices.set(plaine.id, { id: plaine.id, title: plaine.title, startDate: plaine.startDate });
  for (const row of ledger?.summary ?? [])
    if (!choices.has(row.activityId))
      choices.set(row.activityId, { id: row.activityId, title: row.activityTitle, startDate: row.startDate });
  return [...choices.values()].sort((a, b) => b.startDate.localeCompare(a.startDate) || a.title.localeCompare(b.title, "fr"));
}

/**
 * /admin/accounting: for the treasurer, every sum received and every sum given back for the
 * plaines on its bank day, for a period (the year so far unless the address says otherwise) and
 * one plaine or all; the summary per plaine with what its families still owe today; the same
 * lines as a CSV or XLSX file.
 */
export function AccountingPage() {
  usePageTitle(TITLE);
  const [search] = useSearchParams();
  const filters = useMemo(() => accountingFiltersFromSearch(search), [search]);
  const ledger = useQuery(accountingQueryOptions(accountingQuery(filters)));
  useLoadErrorToast(ledger.error, LOAD_ERROR);
  const activities = useQuery(adminActivitiesQueryOptions("all"));
  const plaines = useMemo(() => plaineChoices(activities.data, ledger.data), [activities.data, ledger.data]);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={TITLE}
      subtitle="Chaque somme reçue et chaque somme remboursée pour les plaines, à sa date bancaire. Le reste dû est celui d'aujourd'hui."
    >
      <div className="space-y-6">
        <Card>
          <CardBody className="p-5 sm:p-6">
            <AccountingFiltersForm filters={filters} plaines={plaines} />
          </CardBody>
        </Card>
        <QueryView
          query={ledger}
          loading={<SkeletonStack busy className="space-y-4" bars={["h-48 w-full rounded-2xl", "h-72 w-full rounded-2xl"]} />}
          errorTitle={LOAD_ERROR}
          errorFrame={(error) => (
            <Card>
              <CardBody className="sm:p-6">{error}</CardBody>
            </Card>
          )}
          isEmpty={(data) => data.lines.length === 0 && data.summary.length === 0}
          empty={<EmptyCard size="admin" icon={BookOpenText} title={NO_LINES} text="Choisissez une autre période ou une autre plaine." />}
        >
          {(data) => (
            <div className="space-y-6">
              <AdminPanel id="accounting-summary-title" title="Résumé par plaine" titleClassName="text-xl">
                <AccountingSummary summary={data.summary} totals={data.totals} />
              </AdminPanel>
              <AdminPanel
                id="accounting-lines-title"
                title="Sommes reçues et remboursées"
                actions={<span className="text-sm text-muted">{linesLabel(data.lines.length)}</span>}
                titleClassName="text-xl"
              >
                {data.lines.length === 0 ? <p className="text-muted">{NO_LINES}</p> : <LedgerLines lines={data.lines} />}
              </AdminPanel>
            </div>
          )}
        </QueryView>
      </div>
    </SubPage>
  );
}
