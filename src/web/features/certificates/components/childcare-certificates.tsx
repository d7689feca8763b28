import type { ChildcareCertificateSummary } from "../../../../domain/contracts/certificates.ts";
import { periodSummary } from "../../../../domain/childcare-certificate.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import FileCheck from "lucide-react/icons/file-check";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { childcarePdfUrl } from "../api/get-certificates.ts";
import { useIssueChildcareCertificate } from "../api/issue-certificate.ts";
import { PdfDownloadLink } from "./pdf-download-link.tsx";
import { CertificatesSection } from "./certificates-section.tsx";

const CHILDCARE_TITLE = "Attestations fiscales (281.86)";
const ISSUE_LABEL = "Obtenir l'attestation";
const ISSUING_LABEL = "Délivrance…";

/** The summaries of each income year, newest first (the server's order kept within a year). */
function byYear(certificates: readonly ChildcareCertificateSummary[]): [number, ChildcareCertificateSummary[]][] {
  const years = new Map<number, ChildcareCertificateSummary[]>();
  for (const certificate of certificates) years.set(certificate.year, [...(years.get(certificate.year) ?? []), certificate]);
  return [...years.entries()].sort(([a], [b]) => b - a);
}

const childName = (certificate: ChildcareCertificateSummary) => `${certificate.child.firstName} ${certificate.child.lastName}`;

/** Issues the certificate: its number for the year, then the download in its place. */
function IssueButton({ certificate }: { certificate: ChildcareCertificateSummary }) {
  const issue = useIssueChildcareCertificate();
  return (
    <Button
      className="w-full sm:h-10 sm:w-auto sm:text-sm"
      disabled={issue.isPending}
      aria-busy={issue.isPending}
      onClick={() => issue.mutate({ year: certificate.year, childId: certificate.child.id })}
    >
      <FileCheck aria-hidden="true" className="size-4" />
      {issue.isPending ? ISSUING_LABEL : ISSUE_LABEL}
      <span className="sr-only">
        &nbsp;: attestation fiscale {certificate.year} de {childName(certificate)}
      </span>
    </Button>
  );
}

/** What the parent does with it: issue it, download it, what is still missing, or why there is nothing to declare. */
function CertificateOutcome({ certificate }: { certificate: ChildcareCertificateSummary }) {
  if (certificate.periods.length === 0)
    return (
      <p className="text-sm text-muted">Pas d'attestation fiscale pour cette année&nbsp;: aucune journée de garde ne compte encore.</p>
    );
  if (certificate.missing.length > 0)
    return (
      <Alert tone="warning" role="note" title="Pour obtenir l'attestation, il manque encore&nbsp;:">
        <ul className="list-disc space-y-0.5 pl-5">
          {certificate.missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Alert>
    );
  if (certificate.sequences.length === 0) return <IssueButton certificate={certificate} />;
  return (
    <PdfDownloadLink
      href={childcarePdfUrl(certificate.year, certificate.child.id)}
      what={`attestation fiscale ${certificate.year} de ${childName(certificate)}`}
    />
  );
}

/** One child's tax certificate for one year: its periods, the total, what does not count and why. */
function ChildcareCard({ certificate }: { certificate: ChildcareCertificateSummary }) {
  const headingId = `childcare-${certificate.year}-${certificate.child.id}`;
  return (
    <Card>
      <CardBody className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h4 id={headingId} className="text-lg font-bold text-ink">
            {childName(certificate)}
          </h4>
          {certificate.sequences.length > 0 && (
            <p className="text-sm text-muted">
              {certificate.sequences.length === 1 ? "Attestation n° " : "Attestations n° "}
              {certificate.sequences.join(", ")}
            </p>
          )}
        </div>

        {certificate.periods.length > 0 && (
          <>
            <ul aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {certificate.periods.map((period) => (
                <li key={`${period.title}-${period.from}`} className="space-y-0.5 px-4 py-3">
                  <p className="font-semibold text-ink">{period.title}</p>
                  <p className="text-sm text-muted">{formatDateRangeFr(period.from, period.to)}</p>
                  <p className="text-sm text-ink tabular-nums">{periodSummary(period)}</p>
                </li>
              ))}
            </ul>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="font-semibold text-ink">Total payé pour la garde</dt>
                <dd className="font-bold text-ink tabular-nums">{formatEuros(certificate.totalCents)}</dd>
              </div>
              {certificate.deductibleCents !== null && (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">Déductible selon le plafond journalier (indication)</dt>
                  <dd className="text-ink tabular-nums">{formatEuros(certificate.deductibleCents)}</dd>
                </div>
              )}
            </dl>
          </>
        )}

        {certificate.refused.length > 0 && (
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-ink">Non repris sur cette attestation&nbsp;:</p>
            <ul className="list-disc space-y-0.5 pl-5 text-muted">
              {certificate.refused.map((refusal, index) => (
                <li key={`${refusal.title}-${index}`}>
                  {refusal.title}&nbsp;: {refusal.reason}
                </li>
              ))}
            </ul>
          </div>
        )}

        <CertificateOutcome certificate={certificate} />
      </CardBody>
    </Card>
  );
}

/** 'Attestations fiscales (281.86)': one group per income year, newest first, one card per child. */
export function ChildcareCertificates({ certificates }: { certificates: readonly ChildcareCertificateSummary[] }) {
  return (
    <CertificatesSection
      id="childcare-title"
      title={CHILDCARE_TITLE}
      description="Une attestation par enfant et par année de paiement, à joindre à votre déclaration d'impôts."
      empty="Aucune attestation fiscale pour le moment."
      isEmpty={certificates.length === 0}
    >
      {byYear(certificates).map(([year, ofYear]) => (
        <section key={year} aria-labelledby={`childcare-${year}`} className="space-y-3">
          <h3 id={`childcare-${year}`} className="text-lg font-bold text-ink">
            Année {year}
            <span className="ml-2 text-sm font-normal text-muted">
              revenus {year}, déclaration {year + 1}
            </span>
          </h3>
          {ofYear.map((certificate) => (
            <ChildcareCard key={certificate.child.id} certificate={certificate} />
          ))}
        </section>
      ))}
    </CertificatesSection>
  );
}
