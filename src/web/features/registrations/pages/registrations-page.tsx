import ClipboardList from "lucide-react/icons/clipboard-list";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { paths } from "../../../../domain/paths.ts";
import type { RegistrationGroup, RegistrationRow } from "../../../../domain/contracts/registrations.ts";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/dialog.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { DashboardSubPage } from "../../dashboard/index.ts";
import { useCancelRegistration } from "../api/cancel-registration.ts";
import { registrationsQueryOptions } from "../api/get-registrations.ts";
import { ParentShares } from "../components/parent-shares.tsx";
import { RegistrationGroupCard } from "../components/registration-group-card.tsx";
import { REGISTRATIONS_TITLE } from "../registration-links.ts";
import { WaitlistEntries, waitlistQueryOptions } from "../../waitlist/index.ts";
import { EmptyCard } from "../../../components/empty-card.tsx";

const REGISTRATIONS_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des inscriptions";
const CANCEL_CONFIRM_LABEL = "Oui, annuler l'inscription";

function childName(row: RegistrationRow): string {
  return `${row.child.firstName} ${row.child.lastName}`;
}

function EmptyHistory() {
  return (
    <EmptyCard
      icon={ClipboardList}
      title="Aucune inscription pour le moment"
      text="Les inscriptions de vos enfants aux plaines apparaîtront ici, avec leur paiement."
      action={
        <Link to={paths.search} className={buttonClasses()}>
          Trouver une plaine
        </Link>
      }
    />
  );
}

/** /dashboard/registrations: the parent's registrations, one card per plaine and start date. */
export function RegistrationsPage() {
  const registrations = useQuery(registrationsQueryOptions());
  const waitlist = useQuery(waitlistQueryOptions());
  const [target, setTarget] = useState<{ row: RegistrationRow; group: RegistrationGroup } | null>(null);

  useLoadErrorToast(registrations.error, REGISTRATIONS_LOAD_ERROR_MESSAGE);

  const cancel = useCancelRegistration(() => setTarget(null));

  return (
    <DashboardSubPage
      width="max-w-4xl"
      title={REGISTRATIONS_TITLE}
      subtitle="Les inscriptions de vos enfants, regroupées par plaine, avec leur paiement."
    >
      {waitlist.data && waitlist.data.entries.length > 0 && (
        <section aria-labelledby="waitlist-heading" className="mb-8 space-y-3">
          <h2 id="waitlist-heading" className="text-xl font-bold text-ink">
            Listes d'attente
          </h2>
          <WaitlistEntries entries={waitlist.data.entries} />
        </section>
      )}

      <QueryView
        query={registrations}
        loading={<SkeletonStack className="space-y-4" bars={["h-56 w-full rounded-2xl", "h-56 w-full rounded-2xl"]} />}
        errorTitle={REGISTRATIONS_LOAD_ERROR_MESSAGE}
        isEmpty={(data) => data.groups.length === 0 && data.parentShares.length === 0 && !waitlist.data?.entries.length}
        empty={<EmptyHistory />}
      >
        {(data) => (
          <div className="space-y-6">
            {data.parentShares.length > 0 && <ParentShares shares={data.parentShares} />}
            {data.groups.map((group) => (
              <RegistrationGroupCard key={group.key} group={group} onCancel={(row, of) => setTarget({ row, group: of })} />
            ))}
          </div>
        )}
      </QueryView>

      <ConfirmDialog
        open={target !== null}
        title="Annuler l'inscription&nbsp;?"
        confirmLabel={CANCEL_CONFIRM_LABEL}
        cancelLabel="Garder l'inscription"
        pendingLabel="Annulation en cours..."
        pending={cancel.isPending}
        onConfirm={() => target && cancel.mutate(target.row)}
        onCancel={() => setTarget(null)}
      >
        {target && (
          <>
            <p>
              L'inscription de <strong>{childName(target.row)}</strong> à la plaine «&nbsp;{target.group.activity.title}&nbsp;» (
              {formatDateRangeFr(target.group.activity.startDate, target.group.activity.endDate)}) sera annulée et sa place libérée.
            </p>
            {target.row.cancelRefund && (
              <p className="font-semibold text-ink" data-testid="cancel-refund">
                {target.row.cancelRefund}
              </p>
            )}
            <p>Cette action est définitive. Pour une question sur un paiement déjà effectué, contactez l'association.</p>
          </>
        )}
      </ConfirmDialog>
    </DashboardSubPage>
  );
}
