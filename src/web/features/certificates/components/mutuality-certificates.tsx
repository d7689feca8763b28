import type { MutualityCertificateSummary } from "../../../../domain/contracts/certificates.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { Card } from "../../../components/ui/card.tsx";
import { mutualityPdfUrl } from "../api/get-certificates.ts";
import { PdfDownloadLink } from "./pdf-download-link.tsx";
import { CertificatesSection } from "./certificates-section.tsx";

const MUTUALITY_TITLE = "Attestations pour la mutualité";

const childName = (certificate: MutualityCertificateSummary) => `${certificate.child.firstName} ${certificate.child.lastName}`;

/** The plaines in the server's order (newest first), each with its children. */
function byActivity(certificates: readonly MutualityCertificateSummary[]): MutualityCertificateSummary[][] {
  const activities = new Map<string, MutualityCertificateSummary[]>();
  for (const certificate of certificates)
    activities.set(certificate.activity.id, [...(activities.get(certificate.activity.id) ?? []), certificate]);
  return [...activities.values()];
}

function MutualityRow({ certificate }: { certificate: MutualityCertificateSummary }) {
  const present = certificate.daysPresent;
  const days = present === 0 ? "Aucun jour de présence" : present === 1 ? "1 jour de présence" : `${present} jours de présence`;
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="space-y-0.5">
        <p className="font-semibold text-ink">{childName(certificate)}</p>
        {/* A plaine still to come, not paid yet: nothing to count so far. */}
        {(certificate.daysPresent > 0 || certificate.paidCents > 0) && (
          <p className="text-sm text-muted tabular-nums">
            {days} · {formatEuros(certificate.paidCents)} payés
          </p>
        )}
      </div>
      {certificate.unavailableReason === null ? (
        <PdfDownloadLink
          href={mutualityPdfUrl(certificate.activity.id, certificate.child.id)}
          what={`attestation de mutualité de ${childName(certificate)}, ${certificate.activity.title}`}
        />
      ) : (
        <p className="text-sm text-amber-900 sm:max-w-[16rem] sm:text-right">
          Pas encore disponible&nbsp;: {certificate.unavailableReason}.
        </p>
      )}
    </li>
  );
}

/** 'Attestations pour la mutualité': one card per plaine, one line per child. */
export function MutualityCertificates({ certificates }: { certificates: readonly MutualityCertificateSummary[] }) {
  return (
    <CertificatesSection
      id="mutuality-title"
      title={MUTUALITY_TITLE}
      description="Une attestation de participation par enfant et par plaine, que la plupart des mutualités remboursent en partie."
      empty="Aucune attestation de mutualité pour le moment."
      isEmpty={certificates.length === 0}
    >
      {byActivity(certificates).map((ofActivity) => {
        const { activity } = ofActivity[0];
        return (
          <Card key={activity.id}>
            <div className="border-b border-slate-100 bg-slate-50 px-5 py-3 sm:px-6">
              <h3 id={`mutuality-${activity.id}`} className="font-bold text-ink">
                {activity.title}
              </h3>
              <p className="text-sm text-muted">{formatDateRangeFr(activity.startDate, activity.endDate)}</p>
            </div>
            <ul aria-labelledby={`mutuality-${activity.id}`} className="divide-y divide-slate-100">
              {ofActivity.map((certificate) => (
                <MutualityRow key={certificate.child.id} certificate={certificate} />
              ))}
            </ul>
          </Card>
        );
      })}
    </CertificatesSection>
  );
}
