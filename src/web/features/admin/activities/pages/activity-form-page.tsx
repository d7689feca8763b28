import { useQuery } from "@tanstack/react-query";
import EyeOff from "lucide-react/icons/eye-off";
import Send from "lucide-react/icons/send";
import { Link, useParams } from "react-router";
import { activityPath, paths } from "../../../../../domain/paths.ts";
import { SubPage } from "../../../../components/sub-page.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import type { TariffCategoriesView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { useScrollToHash } from "../../../../lib/use-scroll-to-hash.ts";
import { AuditHistory } from "../../history/components/audit-history.tsx";
import { WaitlistPanel } from "../../waitlist/components/waitlist-panel.tsx";
import { adminActivityQueryOptions } from "../api/get-admin-activities.ts";
import { ACTIVITY_HISTORY_LABELS } from "../activity-fields.ts";
import { statusBadge } from "../activity-labels.ts";
import { useSetPublication } from "../api/publish-activity.ts";
import { PlaineFieldSection } from "../../presences/index.ts";
import { tariffCategoriesQueryOptions, tariffFieldLabels } from "../../tariffs/index.ts";
import { ActivityForm } from "../components/activity-form.tsx";

const ACTIVITY_LOAD_ERROR = "Impossible de charger la plaine";
const TARIFFS_LOAD_ERROR = "Impossible de charger les tarifs";

const BACK_TO_LIST = { to: paths.adminActivities, label: "Retour aux plaines" };
const NEW_TITLE = "Nouvelle plaine";
const EDIT_TITLE = "Modifier la plaine";

/** /admin/activities/new */
export function NewActivityPage() {
  usePageTitle(NEW_TITLE);
  const tariffs = useQuery(tariffCategoriesQueryOptions());
  return (
    <SubPage
      back={BACK_TO_LIST}
      width="max-w-4xl"
      title={NEW_TITLE}
      subtitle="Créée, la plaine apparaît sur la page de recherche&nbsp;; enregistrée comme brouillon, seuls les administrateurs la voient."
    >
      <QueryView query={tariffs} loading={<FormSkeleton />} errorTitle={TARIFFS_LOAD_ERROR}>
        {(view) => <ActivityForm activity={null} categories={view.categories} />}
      </QueryView>
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

/** The plaine's status, and what changes it: 'Publier' a draft, or its public page and 'Repasser en brouillon'. */
function PublicationBar({ activity }: { activity: AdminActivity }) {
  const publication = useSetPublication();
  const badge = statusBadge(activity);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {activity.draft ? (
        <>
          <span className="text-muted">Visible des administrateurs seulement.</span>
          <Button size="sm" disabled={publication.isPending} onClick={() => publication.mutate({ activity, published: true })}>
            <Send aria-hidden="true" className="size-4" />
            Publier
          </Button>
        </>
      ) : (
        <>
          <Link to={activityPath(activity.id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            Voir la page publique
          </Link>
          <Button
            variant="outline"
            size="sm"
            disabled={publication.isPending}
            onClick={() => publication.mutate({ activity, published: false })}
          >
            <EyeOff aria-hidden="true" className="size-4" />
            Repasser en brouillon
          </Button>
        </>
      )}
    </div>
  );
}

/** The form with a price per offered tariff, the plaine on the ground, its waiting list and its history (its tariffs' prices named). */
function EditActivity({ activity, tariffs }: { activity: AdminActivity; tariffs: TariffCategoriesView }) {
  return (
    <div className="space-y-8">
      {/* Keyed by the plaine: another plaine's form starts from its own values. */}
      <ActivityForm key={activity.id} activity={activity} categories={tariffs.categories} />
      <PlaineFieldSection activityId={activity.id} />
      <WaitlistPanel activityId={activity.id} />
      <AuditHistory entity="activity" id={activity.id} fieldLabels={{ ...ACTIVITY_HISTORY_LABELS, ...tariffFieldLabels(tariffs) }} />
    </div>
  );
}

/** /admin/activities/:id/edit: the form, what the plaine's registrations hold, and its history. */
export function EditActivityPage() {
  usePageTitle(EDIT_TITLE);
  const { id = "" } = useParams();
  const activity = useQuery(adminActivityQueryOptions(id));
  const tariffs = useQuery(tariffCategoriesQueryOptions());
  // The dashboard's checklist links to the plaine's days and groups (#plaine-field-title).
  useScrollToHash(activity.isSuccess && tariffs.isSuccess);

  return (
    <SubPage
      back={BACK_TO_LIST}
      width="max-w-4xl"
      title={EDIT_TITLE}
      subtitle={activity.data?.title}
      details={activity.data && <PublicationBar activity={activity.data} />}
    >
      <QueryView query={activity} loading={<FormSkeleton />} errorTitle={ACTIVITY_LOAD_ERROR}>
        {(data) => (
          <QueryView query={tariffs} loading={<FormSkeleton />} errorTitle={TARIFFS_LOAD_ERROR}>
            {(view) => <EditActivity activity={data} tariffs={view} />}
          </QueryView>
        )}
      </QueryView>
    </SubPage>
  );
}
