import { useQuery, useQueryClient } from "@tanstack/react-query";
import ArrowLeft from "lucide-react/icons/arrow-left";
import UserPlus from "lucide-react/icons/user-plus";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { formatEuros } from "../../../../domain/money.ts";
import { activityPath, paths } from "../../../../domain/paths.ts";
import type { RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import { ACTIVITY_FULL } from "../../../../domain/registration.ts";
import { QueryView } from "../../../components/query-view.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { registrationPageQueryKey, registrationPageQueryOptions } from "../api/get-registration-page.ts";
import { PendingPayments } from "../components/pending-payments.tsx";
import { RegistrationForm } from "../components/registration-form.tsx";
import { ActivityFacts, OpeningNotice, useRegistrationOpening } from "../../activities/index.ts";
import { ADD_CHILD_TITLE, ChildFormDialog, type ChildFormTarget, childrenQueryOptions } from "../../children/index.ts";
import { JoinWaitlist, WaitlistEntries, waitlistEligible } from "../../waitlist/index.ts";

const REGISTRATION_LOAD_ERROR = "Erreur lors du chargement de la plaine";

export function registrationTitle(activityTitle: string): string {
  return `Inscription à la plaine\u00a0: ${activityTitle}`;
}

/** Where this page stands in the session's history: react-router keeps it as `idx` in the history state (0 on a direct visit). */
function historyIndex(): number {
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

/** "Retour": to where the parent came from (the plaine, usually), or the plaine itself on a direct visit. */
function BackButton({ activityId }: { activityId: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3"
      onClick={() => void (historyIndex() > 0 ? navigate(-1) : navigate(activityPath(activityId)))}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour
    </Button>
  );
}

function RegisterSkeleton() {
  return (
    <SkeletonStack
      busy
      className="space-y-6"
      bars={["h-10 w-3/4", "h-5 w-1/2", "h-20 w-full rounded-xl", "h-20 w-full rounded-xl", "h-32 w-full rounded-xl"]}
    />
  );
}

function AddChildButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      <UserPlus aria-hidden="true" className="size-4" />
      {ADD_CHILD_TITLE}
    </Button>
  );
}

function NoChildYet({ onAddChild }: { onAddChild: () => void }) {
  return (
    <Alert tone="info" title="Aucun enfant enregistré">
      <p className="mb-3">Ajoutez la fiche de votre enfant (nom, date de naissance et informations médicales) pour l'inscrire.</p>
      <AddChildButton onClick={onAddChild} />
    </Alert>
  );
}

/** Before the opening: when, the countdown, and the form at the opening, asked for again without a reload. */
function OpeningWait({ activityId, registrationsOpenAt }: { activityId: string; registrationsOpenAt: string }) {
  const queryClient = useQueryClient();
  const opening = useRegistrationOpening(activityId, registrationsOpenAt);
  const open = opening.phase === "open";
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: registrationPageQueryKey(activityId) });
  }, [open, activityId, queryClient]);
  return (
    <div className="space-y-3">
      <OpeningNotice registrationsOpenAt={registrationsOpenAt} remainingMs={opening.remainingMs} />
      <p className="text-center text-sm text-muted">Le formulaire d'inscription apparaîtra ici à l'ouverture, sans recharger la page.</p>
    </div>
  );
}

/** The plaine's title and facts; while it takes registrations, its price and the places left. */
function RegisterHeader({ page }: { page: RegistrationPage }) {
  const { activity } = page;
  return (
    <header className="space-y-3">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{registrationTitle(activity.title)}</h1>
      <ActivityFacts activity={activity} />
      {!page.closedReason && (
        <p className="text-sm text-muted">
          {formatEuros(activity.price.standard)} par enfant · {activity.remainingSpots}{" "}
          {activity.remainingSpots === 1 ? "place restante" : "places restantes"}
        </p>
      )}
    </header>
  );
}

function RegisterContent({ page }: { page: RegistrationPage }) {
  // An offer of the waiting list (the e-mail's link carries ?offre=): its places are held for the parent.
  const [search] = useSearchParams();
  const wanted = search.get("offre");
  const offer = page.waitlist.find((entry) => entry.status === "offered" && (!wanted || entry.id === wanted));
  // A child can be added without leaving the page: the list of children reloads with it.
  const [dialog, setDialog] = useState<ChildFormTarget | null>(null);
  const addChild = () => setDialog({ mode: "add" });
  // The files themselves: a ticked child without a person to call is asked for one before sending.
  const childFiles = useQuery(childrenQueryOptions()).data;
  return (
    <div className="space-y-6">
      <RegisterHeader page={page} />
      {offer && (
        <Alert tone="success" title="Une place vous est proposée">
          {offer.label}. Terminez l'inscription et son paiement avant cette heure&nbsp;; passé ce délai, la place est proposée à la famille
          suivante.
        </Alert>
      )}
      {!offer && page.waitlist.length > 0 && <WaitlistEntries entries={page.waitlist} showActivity={false} />}
      {/* No form (the plaine full meanwhile): its child picker would have offered these. */}
      {!offer && page.closedReason && <PendingPayments childList={page.children} />}
      <Card>
        <CardBody className="p-5 sm:p-8">
          {offer ? (
            <div className="space-y-6">
              <RegistrationForm
                page={page}
                offer={offer}
                childFiles={childFiles}
                onCompleteChild={(child) => setDialog({ mode: "edit", child })}
              />
              <WaitlistEntries entries={[offer]} showActivity={false} showAccept={false} />
            </div>
          ) : !page.opening.open && page.activity.registrationsOpenAt !== null ? (
            <OpeningWait activityId={page.activity.id} registrationsOpenAt={page.activity.registrationsOpenAt} />
          ) : page.closedReason === ACTIVITY_FULL && waitlistEligible(page).length > 0 ? (
            <div className="space-y-4">
              <Alert tone="warning" role="alert" title={page.closedReason}>
                Inscrivez vos enfants sur la liste d'attente&nbsp;: une place qui se libère vous sera proposée par e-mail, dans l'ordre.
              </Alert>
              <JoinWaitlist page={page} />
            </div>
          ) : page.closedReason ? (
            <div className="space-y-4">
              <Alert tone="warning" role="alert" title={page.closedReason}>
                Vous pouvez choisir une autre plaine parmi les prochaines.
              </Alert>
              <Link to={paths.search} className={buttonClasses({ variant: "outline" })}>
                Voir les autres plaines
              </Link>
            </div>
          ) : page.children.length === 0 ? (
            <NoChildYet onAddChild={addChild} />
          ) : (
            <RegistrationForm
              page={page}
              childFiles={childFiles}
              onCompleteChild={(child) => setDialog({ mode: "edit", child })}
              childListFooter={
                <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
                  Un enfant manque à la liste&nbsp;?
                  <AddChildButton onClick={addChild} />
                </p>
              }
            />
          )}
        </CardBody>
      </Card>
      <ChildFormDialog target={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

/** /register/:id — signed-in people only; the login page brings them back here. */
export function RegisterPage() {
  const { id = "" } = useParams();
  const page = useQuery(registrationPageQueryOptions(id));
  usePageTitle(page.data ? registrationTitle(page.data.activity.title) : "Inscription");

  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <BackButton activityId={id} />
      <div className="mt-4">
        <QueryView
          query={page}
          loading={<RegisterSkeleton />}
          errorTitle={REGISTRATION_LOAD_ERROR}
          errorFrame={(error) => (
            <div className="space-y-4">
              <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">Inscription</h1>
              {error}
            </div>
          )}
        >
          {(data) => <RegisterContent page={data} />}
        </QueryView>
      </div>
    </Container>
  );
}
