import { useQuery } from "@tanstack/react-query";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { SettingsSection } from "../../shared/components/settings-section.tsx";
import { certificateRunsQueryOptions } from "../api/certificate-runs.ts";
import { CertificateRunForm } from "../components/certificate-run-form.tsx";
import { CertificateRunList } from "../components/certificate-run-list.tsx";

const TITLE = "Attestations fiscales";
const LOAD_ERROR = "Impossible de charger les générations d'attestations";

/** What a run does and its deadlines (reference: Belcotax-on-web before 1 March, parents preferably by April). */
const EXPLANATION = (
  <div className="max-w-prose space-y-3 text-ink">
    <p>
      La génération émet, pour chaque enfant, l'attestation des journées de plaine payées pendant l'année choisie et auxquelles il était
      présent. Une attestation déjà émise dont le contenu a changé est réémise comme rectificative, sous le même numéro. Ce qui empêche une
      attestation (un numéro de registre national, l'adresse d'un parent) est listé avec la génération.
    </p>
    <p>
      Elle prépare un ZIP&nbsp;: le PDF de chaque attestation, les attestations de mutualité des plaines de l'année, un résumé CSV des
      montants par débiteur pour la comptabilité et le fichier XML à déposer sur Belcotax-on-web.
    </p>
    <ul className="list-disc space-y-1 pl-5">
      <li>
        Le fichier Belcotax-on-web doit être déposé <strong>avant le 1er mars</strong> de l'année qui suit l'année de revenus.
      </li>
      <li>
        Les attestations sont à remettre aux parents <strong>de préférence d'ici avril</strong>.
      </li>
      <li>Une nouvelle génération de la même année remplace le ZIP de la précédente.</li>
    </ul>
  </div>
);

/**
 * /admin/certificates: every tax certificate 281.86 of an income year issued in one run (a
 * background job), its progress, then its ZIP (the PDFs, the summary CSV, the Belcotax-on-web file).
 */
export function CertificatesPage() {
  usePageTitle(TITLE);
  const runs = useQuery(certificateRunsQueryOptions());
  const failed = runs.error ? (
    <Alert tone="error" title={LOAD_ERROR}>
      {isApiError(runs.error) ? runs.error.message : null}
    </Alert>
  ) : null;

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={TITLE}
      subtitle="Les attestations 281.86 de frais de garde d'une année de revenus, émises en une fois pour tous les enfants."
    >
      <div className="space-y-6">
        <SettingsSection id="certificate-run-title" title="Générer les attestations d'une année">
          {runs.data ? (
            <CertificateRunForm view={runs.data}>{EXPLANATION}</CertificateRunForm>
          ) : (
            <div className="space-y-4">
              {EXPLANATION}
              {failed ?? <Skeleton className="h-24 w-full" />}
            </div>
          )}
        </SettingsSection>

        <SettingsSection id="certificate-runs-title" title={`Générations${runs.data ? ` (${runs.data.runs.length})` : ""}`}>
          {runs.data ? <CertificateRunList runs={runs.data.runs} /> : (failed ?? <Skeleton className="h-32 w-full" />)}
        </SettingsSection>
      </div>
    </SubPage>
  );
}
