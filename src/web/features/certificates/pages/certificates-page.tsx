import FileText from "lucide-react/icons/file-text";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { MyCertificatesView } from "../../../../domain/contracts/certificates.ts";
import { paths } from "../../../../domain/paths.ts";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { DashboardSubPage } from "../../dashboard/index.ts";
import { certificatesQueryOptions } from "../api/get-certificates.ts";
import { ChildcareCertificates } from "../components/childcare-certificates.tsx";
import { MutualityCertificates } from "../components/mutuality-certificates.tsx";
import { NationalNumbersBlock, numbersMissing } from "../components/national-numbers-block.tsx";
import { EmptyCard } from "../../../components/empty-card.tsx";

export const CERTIFICATES_TITLE = "Mes attestations";
const CERTIFICATES_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des attestations";

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
  const certificates = useQuery(certificatesQueryOptions());

  useLoadErrorToast(certificates.error, CERTIFICATES_LOAD_ERROR_MESSAGE);

  return (
    <DashboardSubPage
      title={CERTIFICATES_TITLE}
      subtitle="L'attestation fiscale 281.86 vous permet de déduire de vos impôts les frais de garde de vos enfants de moins de 14 ans."
    >
      <p className="mb-8 text-sm text-ink">
        Une attestation est disponible dès que la plaine est terminée, payée et que les présences sont enregistrées. L'association transmet
        aussi ces montants à l'administration fiscale avant le 1<sup>er</sup> mars de l'année suivante.
      </p>

      <QueryView
        query={certificates}
        loading={<SkeletonStack className="space-y-4" bars={["h-48 w-full rounded-2xl", "h-48 w-full rounded-2xl"]} />}
        errorTitle={CERTIFICATES_LOAD_ERROR_MESSAGE}
        isEmpty={(data) => data.childcare.length === 0 && data.mutuality.length === 0}
        empty={<NoCertificates />}
      >
        {(data) => (
          <div className="space-y-10">
            <div className="space-y-4 empty:hidden">
              <Notices view={data} />
            </div>
            <ChildcareCertificates certificates={data.childcare} />
            <MutualityCertificates certificates={data.mutuality} />
          </div>
        )}
      </QueryView>
    </DashboardSubPage>
  );
}
