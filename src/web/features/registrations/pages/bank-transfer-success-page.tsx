import CircleCheck from "lucide-react/icons/circle-check";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { transferDeadlineSentence } from "../../../../domain/bank-transfers.ts";
import type { BankTransferPage } from "../../../../domain/contracts/registrations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { bankTransferQueryOptions } from "../api/get-bank-transfer.ts";
import { BankTransferInstructions } from "../components/bank-transfer-instructions.tsx";
import { ConfirmationStatus } from "../components/confirmation-status.tsx";
import { RegistrationRecap } from "../components/registration-recap.tsx";
import { CancellationDeadline, SuccessNextSteps } from "../components/success-next-steps.tsx";
import { currentRegistrationId, forgetCurrentRegistration } from "../registration-storage.ts";
import { PageHeader, PageTitle } from "../../../components/page-header.tsx";

const SUCCESS_TITLE = "Votre inscription est enregistrée";
const NO_REGISTRATION_MESSAGE = "Aucune information d'inscription trouvée";
const LOAD_FAILED_TITLE = "Impossible d'afficher cette inscription";
const PLACE_KEPT_MESSAGE =
  "La place de vos enfants est réservée en attendant votre paiement\u00a0: l'inscription est confirmée dès réception du virement.";

/** /bank-transfer/success?registration_id=…: where the registration form sends a parent who pays by transfer. */
export function BankTransferSuccessPage() {
  const [params] = useSearchParams();
  // The link normally carries the id; the registration page also left it in the browser.
  const registrationId = currentRegistrationId(params.get("registration_id"));
  return (
    <Container className="max-w-4xl py-10 sm:py-12">
      {registrationId ? <RegistrationLoaded registrationId={registrationId} /> : <NoRegistration />}
    </Container>
  );
}

function NoRegistration() {
  usePageTitle(NO_REGISTRATION_MESSAGE);
  return (
    <div className="space-y-6">
      <PageTitle>{NO_REGISTRATION_MESSAGE}</PageTitle>
      <p className="text-muted">
        Le lien ne précise pas de quelle inscription il s'agit. Vos inscriptions et leurs instructions de paiement se trouvent dans votre
        espace.
      </p>
      <SuccessNextSteps />
    </div>
  );
}

function SuccessSkeleton() {
  return <SkeletonStack className="space-y-6" bars={["h-10 w-3/4", "h-32 w-full rounded-2xl", "h-72 w-full rounded-2xl"]} />;
}

function RegistrationLoaded({ registrationId }: { registrationId: string }) {
  const page = useQuery(bankTransferQueryOptions(registrationId));
  usePageTitle(page.data ? "Inscription enregistrée" : page.error ? LOAD_FAILED_TITLE : "Inscription");

  const loadedId = page.data?.registration.id;
  useEffect(() => {
    // Shown: the id kept for a link that lost it has served.
    if (loadedId) forgetCurrentRegistration(registrationId);
  }, [loadedId, registrationId]);

  if (page.isPending) return <SuccessSkeleton />;
  if (page.error) {
    // An unknown id, or another parent's, is "Inscription non trouvée": asking again will not help.
    const final = isApiError(page.error) && page.error.isClientError;
    return (
      <div className="space-y-6">
        <PageTitle>{LOAD_FAILED_TITLE}</PageTitle>
        <Alert tone="error" title={isApiError(page.error) ? page.error.message : GENERIC_ERROR_MESSAGE}>
          {final ? "Vérifiez le lien, ou retrouvez vos inscriptions dans votre espace." : null}
        </Alert>
        {!final && (
          <Button variant="outline" onClick={() => void page.refetch()}>
            Réessayer
          </Button>
        )}
        <SuccessNextSteps />
      </div>
    );
  }
  return <SuccessContent data={page.data} />;
}

function PaymentSection({ data }: { data: BankTransferPage }) {
  const { registration, payment, bankTransfer } = data;
  const cancelled = registration.status === "cancelled";
  // The server prices an unpaid transfer for the children still registered: with one of them
  // cancelled, what the others owe is still to pay.
  if (cancelled && (payment.status !== "pending" || bankTransfer.amountCents <= 0)) {
    return (
      <Alert tone="warning" title="Cette inscription a été annulée">
        Aucun virement n'est à effectuer pour elle.
      </Alert>
    );
  }
  if (payment.status === "paid") {
    return (
      <Alert tone="success" title="Paiement reçu">
        Merci&nbsp;! Le virement de cette inscription a bien été reçu.
      </Alert>
    );
  }
  if (payment.status === "refunded") {
    return (
      <Alert tone="info" title="Paiement remboursé">
        Le paiement de cette inscription a été remboursé.
      </Alert>
    );
  }
  if (bankTransfer.amountCents <= 0) {
    return <Alert tone="success" title="Aucun montant à payer" />;
  }
  return (
    <div className="space-y-4">
      {cancelled && (
        <Alert tone="info" title="Cette inscription a été annulée">
          Le montant ci-dessous est celui des autres enfants de cet envoi, toujours inscrits.
        </Alert>
      )}
      <BankTransferInstructions
        instructions={bankTransfer}
        qrEager
        footer={
          <div className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-900">
            {payment.deadline && (
              <p className="font-semibold" data-testid="payment-deadline">
                {transferDeadlineSentence(payment.deadline)}
              </p>
            )}
            <p>{PLACE_KEPT_MESSAGE}</p>
          </div>
        }
      />
    </div>
  );
}

function SuccessContent({ data }: { data: BankTransferPage }) {
  const { registration, activity } = data;
  return (
    <div className="space-y-8">
      <header className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-800">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <PageHeader
          as="div"
          title={SUCCESS_TITLE}
          subtitle="Merci&nbsp;! Pour la finaliser, il reste à effectuer le virement ci-dessous. Les mêmes instructions vous sont envoyées par e-mail."
        />
      </header>

      <ConfirmationStatus registrationId={registration.id} />

      <RegistrationRecap data={data} />

      <Card>
        <CardBody className="space-y-4 sm:p-6">
          <h2 className="text-xl font-bold text-ink">Paiement par virement bancaire</h2>
          <PaymentSection data={data} />
        </CardBody>
      </Card>

      {registration.status !== "cancelled" && <CancellationDeadline startDate={activity.startDate} />}

      <SuccessNextSteps />
    </div>
  );
}
