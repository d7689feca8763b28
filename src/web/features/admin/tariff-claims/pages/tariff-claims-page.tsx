import { useQuery } from "@tanstack/react-query";
import BadgePercent from "lucide-react/icons/badge-percent";
import { useState } from "react";
import type { AdminTariffClaim, AdminTariffClaimList } from "../../../../../domain/contracts/admin-tariff-claims.ts";
import { EmptyCard } from "../../../../components/empty-card.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { tariffClaimsQueryOptions } from "../../shared/api/tariff-claims-query.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { ApproveDialog, RefuseDialog } from "../components/decision-dialogs.tsx";
import { TariffClaimCard } from "../components/tariff-claim-card.tsx";

const TITLE = "Demandes de tarif";
const LOAD_ERROR = "Impossible de charger les demandes de tarif";

const claimsLabel = (count: number) => (count === 1 ? "1 demande" : `${count} demandes`);

function ClaimList({
  id,
  title,
  claims,
  onApprove,
  onRefuse,
}: {
  id: string;
  title: string;
  claims: AdminTariffClaim[];
  onApprove: (claim: AdminTariffClaim) => void;
  onRefuse: (claim: AdminTariffClaim) => void;
}) {
  if (claims.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title} <span className="text-base font-normal text-muted">· {claimsLabel(claims.length)}</span>
      </h2>
      <ul className="space-y-4">
        {claims.map((claim) => (
          <li key={claim.id}>
            <TariffClaimCard claim={claim} onApprove={onApprove} onRefuse={onRefuse} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /admin/tariff-claims: the tariffs families claimed at registration, those to decide first (the
 * oldest first), each with its proof to open, approved or refused once (a refusal says why); then
 * those already decided.
 */
export function TariffClaimsPage() {
  usePageTitle(TITLE);
  const claims = useQuery(tariffClaimsQueryOptions());
  const [approving, setApproving] = useState<AdminTariffClaim | null>(null);
  const [refusing, setRefusing] = useState<AdminTariffClaim | null>(null);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      width="max-w-4xl"
      title={TITLE}
      subtitle="Les tarifs demandés par les familles à l'inscription, avec leur déclaration sur l'honneur et, si elle est demandée, leur preuve."
    >
      <QueryView
        query={claims}
        loading={
          <div className="space-y-4">
            <Skeleton className="h-56 w-full rounded-2xl" />
            <Skeleton className="h-56 w-full rounded-2xl" />
          </div>
        }
        errorTitle={LOAD_ERROR}
        isEmpty={(data: AdminTariffClaimList) => data.claims.length === 0}
        empty={
          <EmptyCard
            size="admin"
            icon={BadgePercent}
            title="Aucune demande de tarif"
            text="Les tarifs demandés par les familles à l'inscription apparaîtront ici, à vérifier."
          />
        }
      >
        {(data) => (
          <div className="space-y-8">
            {data.pendingCount === 0 && <p className="text-ink">Aucune demande n'attend de décision.</p>}
            <ClaimList
              id="pending-claims"
              title="À vérifier"
              claims={data.claims.filter((claim) => claim.decidable)}
              onApprove={setApproving}
              onRefuse={setRefusing}
            />
            <ClaimList
              id="decided-claims"
              title="Traitées"
              claims={data.claims.filter((claim) => !claim.decidable)}
              onApprove={setApproving}
              onRefuse={setRefusing}
            />
          </div>
        )}
      </QueryView>
      <ApproveDialog claim={approving} onClose={() => setApproving(null)} />
      <RefuseDialog claim={refusing} onClose={() => setRefusing(null)} />
    </SubPage>
  );
}
