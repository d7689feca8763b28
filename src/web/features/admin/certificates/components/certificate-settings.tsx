import { useQuery } from "@tanstack/react-query";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { dailyCapsQueryOptions, organiserQueryOptions } from "../api/certificate-settings.ts";
import { DailyCapsForm } from "./daily-caps-form.tsx";
import { OrganiserForm } from "./organiser-form.tsx";

const LOAD_ERROR = "Impossible de charger les réglages des attestations";

/** The settings page's block for the certificates: who issues them, then each year's daily maximum. */
export function CertificateSettings() {
  const organiser = useQuery(organiserQueryOptions());
  const caps = useQuery(dailyCapsQueryOptions());
  if (organiser.isPending || caps.isPending) return <Skeleton className="h-72 w-full" />;
  const error = organiser.error ?? caps.error;
  if (error || !organiser.data || !caps.data) {
    return (
      <Alert tone="error" title={LOAD_ERROR}>
        {isApiError(error) ? error.message : null}
      </Alert>
    );
  }
  return (
    <div className="space-y-8">
      <OrganiserForm view={organiser.data} />
      <div className="space-y-3">
        <h3 className="font-bold text-ink">Plafond journalier par année de revenus</h3>
        <p className="text-sm text-muted">
          Le montant maximum déductible par jour et par enfant, indexé chaque année. L'attestation indique le montant réellement payé&nbsp;;
          le parent applique ce plafond dans sa déclaration.
        </p>
        <DailyCapsForm view={caps.data} />
      </div>
    </div>
  );
}
