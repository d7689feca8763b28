import FileText from "lucide-react/icons/file-text";
import type { ReactNode } from "react";
import type { AdminTariffClaim } from "../../../../../domain/contracts/admin-tariff-claims.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { formatDateRangeFr } from "../../../../../domain/dates.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import type { TariffClaimStatus } from "../../../../../domain/tariffs.ts";
import { Badge, type BadgeTone } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { tariffProofUrl } from "../api/decide-tariff-claim.ts";

const STATUS_TONES: Record<TariffClaimStatus, BadgeTone> = { pending: "warning", approved: "success", refused: "danger" };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The proof: a link that opens it (a new tab), or why there is none. */
function ProofLink({ claim }: { claim: AdminTariffClaim }) {
  if (claim.proof)
    return (
      <a
        href={tariffProofUrl(claim.id)}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
      >
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        Voir la preuve<span className="sr-only"> de {claim.child.firstName}</span>
        <span className="font-normal text-muted">({claim.proof.fileName})</span>
      </a>
    );
  return <span className="text-muted">{claim.proofDeleted ? "Preuve supprimée après la plaine" : "Aucune preuve demandée"}</span>;
}

/** The prices (claimed, standard, counted now), the family and when the claim was declared. */
function ClaimFacts({ claim }: { claim: AdminTariffClaim }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label="Tarif demandé">
        <span className="font-semibold">{claim.category.name}</span> · {formatEuros(claim.tariffPriceCents)}
      </Fact>
      <Fact label="Prix standard">{formatEuros(claim.standardPriceCents)}</Fact>
      <Fact label="Compté maintenant">
        <span className="font-semibold">{formatEuros(claim.chargedPriceCents)}</span> · {claim.paymentMethodLabel} (
        {claim.paymentStatusLabel.toLowerCase()})
      </Fact>
      <Fact label="Parent">
        {claim.parent ? (
          <>
            {claim.parent.firstName} {claim.parent.lastName} ·{" "}
            <a href={`mailto:${claim.parent.email}`} className="text-brand-800 underline underline-offset-2">
              {claim.parent.email}
            </a>
          </>
        ) : (
          "Compte supprimé"
        )}
      </Fact>
      <Fact label="Déclaré sur l'honneur">{formatDateTimeFr(claim.declaredAt)}</Fact>
      <Fact label="Référence">
        <span className="font-mono">{claim.reference}</span>
      </Fact>
    </dl>
  );
}

/**
 * One claim: the child and the family, the plaine, the tariff and the prices (claimed, standard,
 * counted now), the proof, and the decision to take or the one taken.
 */
export function TariffClaimCard({
  claim,
  onApprove,
  onRefuse,
}: {
  claim: AdminTariffClaim;
  onApprove: (claim: AdminTariffClaim) => void;
  onRefuse: (claim: AdminTariffClaim) => void;
}) {
  const name = `${claim.child.firstName} ${claim.child.lastName}`;
  return (
    <Card>
      <article aria-label={`Demande de tarif de ${name}`}>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h3 className="text-lg font-bold text-ink [overflow-wrap:anywhere]">{name}</h3>
              <p className="text-sm text-muted">
                {claim.activity.title} · {formatDateRangeFr(claim.activity.startDate, claim.activity.endDate)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge tone={STATUS_TONES[claim.status]}>{claim.statusLabel}</Badge>
              {claim.registrationStatus === "cancelled" && (
                <Badge tone="neutral">Inscription {claim.registrationStatusLabel.toLowerCase()}</Badge>
              )}
            </div>
          </header>

          <ClaimFacts claim={claim} />

          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            Conditions&nbsp;: <span className="text-ink">{claim.category.qualifies}</span>
          </p>

          <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              <ProofLink claim={claim} />
            </p>
            {claim.decidable ? (
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" size="sm" onClick={() => onRefuse(claim)}>
                  Refuser<span className="sr-only"> le tarif de {name}</span>
                </Button>
                <Button size="sm" onClick={() => onApprove(claim)}>
                  Accorder<span className="sr-only"> le tarif de {name}</span>
                </Button>
              </div>
            ) : (
              claim.decidedAt && (
                <p className="text-sm text-muted" data-testid="claim-decision">
                  {claim.statusLabel} le {formatDateTimeFr(claim.decidedAt)}
                  {claim.decidedBy ? ` par ${claim.decidedBy}` : ""}
                  {claim.refusalReason ? (
                    <>
                      {" "}
                      · <span className="text-ink">{claim.refusalReason}</span>
                    </>
                  ) : null}
                </p>
              )
            )}
          </div>
        </CardBody>
      </article>
    </Card>
  );
}
