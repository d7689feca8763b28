import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { activityPath, paths } from "../../../../../domain/paths.ts";
import { SubPage } from "../../../../components/sub-page.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { useScrollToHash } from "../../../../lib/use-scroll-to-hash.ts";
import { AuditHistory } from "../../history/components/audit-history.tsx";
import { WaitlistPanel } from "../../waitlist/components/waitlist-panel.tsx";
import { adminActivityQueryOptions } from "../api/get-admin-activities.ts";
import { ACTIVITY_FIELD_LABELS } from "../activity-fields.ts";
import { STATUS_LABELS, STATUS_TONES } from "../activity-labels.ts";
import { PlaineFieldSection } from "../../presences/index.ts";
import { ActivityForm } from "../components/activity-form.tsx";

const ACTIVITY_LOAD_ERROR = "Impossible de charger la plaine";

const BACK_TO_LIST = { to: paths.adminActivities, label: "Retour aux plaines" };
const NEW_TITLE = "Nouvelle plaine";
const EDIT_TITLE = "Modifier la plaine";

/** /admin/activities/new */
export function NewActivityPage() {
  usePageTitle(NEW_TITLE);
  return (
    <SubPage
      back={BACK_TO_LIST}
      width="max-w-4xl"
      title={NEW_TITLE}
      subtitle="Une fois créée, la plaine apparaît sur la page de recherche."
    >
      <ActivityForm activity={null} />
    </SubPage>
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-6" data-testid="activity-form-skeleton">
      {[0, 1, 2].map((block) => (
        <Skeleton key={block} className="h-48 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** /admin/activities/:id/edit: the form, what the plaine's registrations hold, and its history. */
export function EditActivityPage() {
  usePageTitle(EDIT_TITLE);
  const { id = "" } = useParams();
  const activity = useQuery(adminActivityQueryOptions(id));
  // The dashboard's checklist links to the plaine's days and groups (#plaine-field-title).
  useScrollToHash(activity.isSuccess);

  return (
    <SubPage
      back={BACK_TO_LIST}
      width="max-w-4xl"
      title={EDIT_TITLE}
      subtitle={activity.data?.title}
      details={
        activity.data && (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Badge tone={STATUS_TONES[activity.data.status]}>{STATUS_LABELS[activity.data.status]}</Badge>
            <Link to={activityPath(activity.data.id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              Voir la page publique
            </Link>
          </div>
        )
      }
    >
      <QueryView query={activity} loading={<FormSkeleton />} errorTitle={ACTIVITY_LOAD_ERROR}>
        {(data) => (
          <div className="space-y-8">
            {/* Keyed by the plaine: another plaine's form starts from its own values. */}
            <ActivityForm key={data.id} activity={data} />
            <PlaineFieldSection activityId={data.id} />
            <WaitlistPanel activityId={data.id} />
            <AuditHistory entity="activity" id={data.id} fieldLabels={ACTIVITY_FIELD_LABELS} />
          </div>
        )}
      </QueryView>
    </SubPage>
  );
}
