import { useQuery, useQueryClient } from "@tanstack/react-query";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { CARD_CONFIRMATION_ERROR, REGISTRATION_INFO_NOT_FOUND, type CheckoutState } from "../../../../domain/checkout.ts";
import { formatDateTimeFr } from "../../../../domain/date-time.ts";
import { brusselsToday, formatDateFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import type { CheckoutPage } from "../../../../domain/contracts/registrations.ts";
import { Alert, type AlertTone } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { checkoutQueryOptions } from "../api/get-checkout.ts";
import { activityKeys, registrationKeys } from "../../../lib/query-keys.ts";
import { ConfirmationStatus } from "../components/confirmation-status.tsx";
import { PayButton } from "../components/pay-button.tsx";
import { Fact, RegistrationRecap } from "../components/registration-recap.tsx";
import { CancellationDeadline, SuccessNextSteps } from "../components/success-next-steps.tsx";
import { currentRegistrationId, forgetCurrentRegistration } from "../registration-storage.ts";
import { PageHeader, PageTitle } from "../../../components/page-header.tsx";

const CHECKOUT_TITLES: Record<CheckoutState, string> = {
  paid: "Paiement réussi\u00a0!",
  processing: "Paiement en cours de traitement",
  open: "Paiement en attente",
  failed: "Le paiement n'a pas abouti",
  expired: "Délai de paiement dépassé",
  cancelled: "Inscription annulée",
  refund_due: "Paiement reçu trop tard",
  refunding: "Remboursement en cours",
  refunded: "Paiement remboursé",
};

const TONES: Record<CheckoutState, AlertTone> = {
  paid: "success",
  processing: "info",
  open: "warning",
  failed: "error",
  expired: "warning",
  cancelled: "info",
  refund_due: "warning",
  refunding: "info",
  refunded: "info",
};

/** /checkout/success?session_id=…&registration_id=…: where Stripe (or the simulated checkout) sends the parent back. */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const registrationId = currentRegistrationId(params.get("registration_id"));
  const sessionId = params.get("session_id")?.trim() || null;
  return (
    <Container className="max-w-4xl py-10 sm:py-12">
      {registrationId ? <CheckoutLoaded registrationId={registrationId} sessionId={sessionId} /> : <NoRegistration />}
    </Container>
  );
}

function NoRegistration({ detail }: { detail?: string }) {
  usePageTitle(REGISTRATION_INFO_NOT_FOUND);
  return (
    <div className="space-y-6">
      <PageTitle>{REGISTRATION_INFO_NOT_FOUND}</PageTitle>
      <p className="text-muted">
        {detail ?? "Le lien ne correspond à aucune de vos inscriptions. Vos inscriptions et leurs paiements se trouvent dans votre espace."}
      </p>
      <SuccessNextSteps />
    </div>
  );
}

function CheckoutLoaded({ registrationId, sessionId }: { registrationId: string; sessionId: string | null }) {
  const queryClient = useQueryClient();
  const [since] = useState(() => Date.now());
  const page = useQuery(checkoutQueryOptions(registrationId, sessionId, since));
  const state = page.data?.checkout.state;
  usePageTitle(state ? CHECKOUT_TITLES[state] : page.error ? REGISTRATION_INFO_NOT_FOUND : "Paiement");

  const loadedId = page.data?.registration.id;
  useEffect(() => {
    if (loadedId) forgetCurrentRegistration(registrationId);
  }, [loadedId, registrationId]);
  useEffect(() => {
    // The history and the plaine's places follow the payment.
    if (!state) return;
    void queryClient.invalidateQueries({ queryKey: registrationKeys.list() });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  }, [state, queryClient]);

  if (page.isPending) {
    return (
      <div className="space-y-6">
        <Spinner label="Vérification du paiement..." showLabel />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (page.error) {
    if (isApiError(page.error) && page.error.status === 404) return <NoRegistration />;
    return (
      <div className="space-y-6">
        <PageTitle>Impossible de vérifier le paiement</PageTitle>
        <Alert tone="error" title={isApiError(page.error) ? page.error.message : GENERIC_ERROR_MESSAGE} />
        <Button variant="outline" onClick={() => void page.refetch()}>
          Réessayer
        </Button>
        <SuccessNextSteps />
      </div>
    );
  }
  return <CheckoutContent data={page.data} refetching={page.isFetching} onRefresh={() => void page.refetch()} />;
}

function StateIcon({ state }: { state: CheckoutState }) {
  if (state === "paid")
    return (
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
    );
  if (state === "processing" || state === "open" || state === "refunding")
    return (
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-sky-100 text-sky-800">
        <Clock aria-hidden="true" className="size-7" />
      </span>
    );
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900">
      <CircleAlert aria-hidden="true" className="size-7" />
    </span>
  );
}

function CheckoutContent({ data, refetching, onRefresh }: { data: CheckoutPage; refetching: boolean; onRefresh: () => void }) {
  const { registration, activity, payment, checkout } = data;
  const state = checkout.state;
  return (
    <div className="space-y-8">
      <header className="flex items-start gap-4">
        <StateIcon state={state} />
        <PageHeader as="div" title={CHECKOUT_TITLES[state]} subtitle={checkout.message} />
      </header>

      {state === "paid" && <ConfirmationStatus registrationId={registration.id} errorMessage={CARD_CONFIRMATION_ERROR} />}

      {state === "processing" && (
        <div className="flex flex-wrap items-center gap-4" data-testid="checkout-processing">
          <Spinner label="Paiement en cours de traitement..." showLabel />
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refetching}>
            Vérifier à nouveau
          </Button>
        </div>
      )}

      {state !== "paid" && state !== "processing" && (
        <Alert tone={TONES[state]} title={checkout.stateLabel} role="status">
          {checkout.canPay && checkout.holdExpiresAt
            ? `Les places restent réservées jusqu'au ${formatDateTimeFr(checkout.holdExpiresAt)}.`
            : null}
        </Alert>
      )}

      {checkout.canPay && (
        <div>
          <PayButton registrationId={registration.id} size="lg" label={`l'inscription à ${activity.title}`} />
        </div>
      )}

      <RegistrationRecap data={data}>
        <Fact label="Montant">
          <span data-testid="checkout-amount">{formatEuros(payment.amountCents)}</span>
        </Fact>
        <Fact label="Paiement">
          {checkout.stateLabel}
          {payment.paidAt ? ` · le ${formatDateFr(brusselsToday(new Date(payment.paidAt)))}` : null}
        </Fact>
        <Fact label="Inscription">{registration.statusLabel}</Fact>
      </RegistrationRecap>

      {state === "paid" && <CancellationDeadline startDate={activity.startDate} />}

      <SuccessNextSteps />
    </div>
  );
}
