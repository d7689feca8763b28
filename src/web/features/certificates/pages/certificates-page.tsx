import FileText from "lucide-react/icons/file-text";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { MyCertificatesView } from "../../../../domain/contracts/certificates.ts";
import { paths } from "../../../../domain/paths.ts";
import { SubPage } from "../../../components/sub-page.tsx";
import { LoadError, useLoadErrorToast } from "../../../components/load-error.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { BACK_TO_DASHBOARD } from "../../dashboard/index.ts";
import { certificatesQueryOptions } from "../api/get-certificates.ts";
import { ChildcareCertificates } from "../components/childcare-certificates.tsx";
import { MutualityCertificates } from "../components/mutuality-certificates.tsx";
import { NationalNumbersBlock, numbersMissing } from "../components/national-numbers-block.tsx";
import { EmptyCard } from "../../../components/empty-card.tsx";

export const CERTIFICATES_TITLE = "Mes attestations";
const CERTIFICATES_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des attestations";

function CertificatesSkeleton() {
  return (
    <div className="space-y-4">
      <Spinner />
      {[0, 1].map((card) => (
        <Skeleton key={card} className="h-48 w-full rounded-2xl" />
      ))}
    </div>
  );
}

function NoCertificates() {
  return (
    <EmptyCard
      icon={FileText}
      title="Aucune attestation pour le moment"
      text="Les attestations de vos enfants apparaîtront ici dès qu'une de leurs plaines sera terminée et payée, et leurs présences enregistrées."
      action={
        <Link to={paths.registrations} className={buttonClasses({ variant: "outline" })}>
          Voir mes inscriptions
        </Link>
      }
    />
  );
}

/** What the tax certificates still wait for on the family's side and the association's, before the lists. */
function Notices({ view }: { view: MyCertificatesView }) {
  if (view.childcare.length === 0) return null;
  return (
    <>
      {numbersMissing(view.nationalNumbers) && <NationalNumbersBlock numbers={view.nationalNumbers} />}
      {!view.addressComplete && (
        <Alert tone="warning" role="note" title="Votre adresse est incomplète">
          L'attestation fiscale mentionne l'adresse du parent qui paie.{" "}
          <Link to={paths.profile} className="font-semibold underline underline-offset-4">
            Compléter mon profil
          </Link>
        </Alert>
      )}
      {view.organiserIncomplete && (
        <Alert tone="info" role="note" title="Les attestations fiscales ne sont pas encore prêtes">
          L'association doit encore compléter ses coordonnées. Vous pourrez les télécharger dès que c'est fait.
        </Alert>
      )}
    </>
  );
}

/** /dashboard/certificates: the tax certificates 281.86 by year and child, and the mutualité's by plaine and child. */
export function CertificatesPage() {
  usePageTitle(CERTIFICATES_TITLE);
  const certificates = useQuery(certificatesQueryOptions());

  useLoadErrorToast(certificates.error, CERTIFICATES_LOAD_ERROR_MESSAGE);

  return (
    <SubPage
      back={BACK_TO_DASHBOARD}
      width="max-w-3xl"
      title={CERTIFICATES_TITLE}
      subtitle="L'attestation fiscale 281.86 vous permet de déduire de vos impôts les frais de garde de vos enfants de moins de 14 ans."
    >
      <p className="mb-8 text-sm text-ink">
        Une attestation est disponible dès que la plaine est terminée, payée et que les présences sont enregistrées. L'association transmet
        aussi ces montants à l'administration fiscale avant le 1<sup>er</sup> mars de l'année suivante.
      </p>

      {certificates.isPending ? (
        <CertificatesSkeleton />
      ) : certificates.error ? (
        <LoadError
          title={CERTIFICATES_LOAD_ERROR_MESSAGE}
          error={certificates.error}
          retrying={certificates.isFetching}
          onRetry={() => void certificates.refetch()}
        />
      ) : certificates.data.childcare.length === 0 && certificates.data.mutuality.length === 0 ? (
        <NoCertificates />
      ) : (
        <div className="space-y-10">
          <div className="space-y-4 empty:hidden">
            <Notices view={certificates.data} />
          </div>
          <ChildcareCertificates certificates={certificates.data.childcare} />
          <MutualityCertificates certificates={certificates.data.mutuality} />
        </div>
      )}
    </SubPage>
  );
}
