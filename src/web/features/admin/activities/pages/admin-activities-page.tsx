import { useQuery } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import Tent from "lucide-react/icons/tent";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import { paths } from "../../../../../domain/paths.ts";
import { SubPage } from "../../../../components/sub-page.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { adminActivitiesQueryOptions } from "../api/get-admin-activities.ts";
import { ACTIVITY_TABS, tabFromSearch } from "../activity-tabs.ts";
import { ActivityListSkeleton } from "../components/activity-list-skeleton.tsx";
import { ActivityTable } from "../components/activity-table.tsx";
import { ActivityTabsNav } from "../components/activity-tabs-nav.tsx";
import { DeleteActivityDialog } from "../components/delete-activity-dialog.tsx";
import { DuplicateActivityDialog } from "../components/duplicate-activity-dialog.tsx";

const ACTIVITIES_TITLE = "Plaines";
const NEW_ACTIVITY_LABEL = "Nouvelle plaine";
const LOAD_ERROR_TITLE = "Impossible de charger les plaines";

function NewActivityLink() {
  return (
    <Link to={paths.adminActivityNew} className={buttonClasses()}>
      <Plus aria-hidden="true" className="size-5" />
      {NEW_ACTIVITY_LABEL}
    </Link>
  );
}

/** The organiser's plaines, by tab (upcoming, past, all), with what can be done to each. */
export function AdminActivitiesPage() {
  usePageTitle(ACTIVITIES_TITLE);
  const [search] = useSearchParams();
  const scope = tabFromSearch(search);
  const tab = ACTIVITY_TABS.find((candidate) => candidate.scope === scope) ?? ACTIVITY_TABS[0];
  const list = useQuery(adminActivitiesQueryOptions(scope));
  const [toDelete, setToDelete] = useState<AdminActivity | null>(null);
  const [toDuplicate, setToDuplicate] = useState<AdminActivity | null>(null);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      header={
        <div className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-4">
          <PageHeader as="div" title={ACTIVITIES_TITLE} subtitle="Créez, publiez, dupliquez et suivez le remplissage des plaines." />
          <NewActivityLink />
        </div>
      }
    >
      <div className="space-y-4">
        <ActivityTabsNav current={scope} />
        {/* On a phone each plaine is its own card: no frame around them. */}
        <Card className="max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none">
          <CardBody className="max-md:p-0 md:p-6">
            <QueryView
              query={list}
              loading={<ActivityListSkeleton />}
              errorTitle={LOAD_ERROR_TITLE}
              isEmpty={(data) => data.length === 0}
              empty={
                <div className="flex flex-col items-center gap-3 py-10 text-center">
                  {" "}
                  <Tent aria-hidden="true" className="size-10 text-brand-700" /> <p className="font-semibold text-ink">{tab.empty}</p>{" "}
                  <p className="max-w-sm text-sm text-muted">
                    Les plaines que vous créez apparaissent ici et sur la page de recherche.
                  </p>{" "}
                </div>
              }
            >
              {(data) => <ActivityTable activities={data} onDelete={setToDelete} onDuplicate={setToDuplicate} />}
            </QueryView>
          </CardBody>
        </Card>
      </div>

      <DeleteActivityDialog activity={toDelete} onClose={() => setToDelete(null)} />
      <DuplicateActivityDialog activity={toDuplicate} onClose={() => setToDuplicate(null)} />
    </SubPage>
  );
}
