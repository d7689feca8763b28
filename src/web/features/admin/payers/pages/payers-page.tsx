import { useQuery } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { PayerShareView, PayerView } from "../../../../../domain/contracts/admin-payers.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { useLoadErrorToast } from "../../../../components/load-error.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { AdminPanel } from "../../shared/components/admin-panel.tsx";
import { QueryPanel } from "../../shared/components/query-panel.tsx";
import { payerSharesQueryOptions, payersQueryOptions } from "../api/payers.ts";
import { PayerDialog } from "../components/payer-dialog.tsx";
import { PayerDirectory } from "../components/payer-directory.tsx";
import { PayerShares } from "../components/payer-shares.tsx";
import { PayerSharesFilters } from "../components/payer-shares-filters.tsx";
import { ReceiveShareDialog } from "../components/receive-share-dialog.tsx";
import { WithdrawShareDialog } from "../components/withdraw-share-dialog.tsx";
import { sharesQueryFromSearch } from "../payer-shares-filters.ts";

const TITLE = "Organismes payeurs";
const SHARES_ERROR = "Impossible de charger les parts à réclamer";

/** What an empty list says, by the status asked. */
const NO_SHARES: Record<string, string> = {
  due: "Aucune part à recevoir\u00a0: tout ce qui a été demandé est reçu.",
  paid: "Aucune part reçue pour le moment.",
  cancelled: "Aucune part annulée.",
  all: "Aucune prise en charge pour le moment. Elles se prennent depuis la page «\u00a0Inscriptions\u00a0», sur la ligne de l'enfant\u00a0; les familles déclarent leurs chèques en s'inscrivant.",
};

/**
 * /admin/payers: for the treasurer, the shares organisations (CPAS, commune, employer, mutualité,
 * sponsor) take of children's registrations, those overdue first, each with its numbered payment
 * request; and the directory of those organisations (decision 0056).
 */
export function PayersPage() {
  usePageTitle(TITLE);
  const [search] = useSearchParams();
  const query = useMemo(() => sharesQueryFromSearch(search), [search]);
  const shares = useQuery(payerSharesQueryOptions(query));
  useLoadErrorToast(shares.error, SHARES_ERROR);
  const payers = useQuery(payersQueryOptions());
  const [editing, setEditing] = useState<PayerView | "new" | null>(null);
  const [withdrawing, setWithdrawing] = useState<PayerShareView | null>(null);
  const [receiving, setReceiving] = useState<PayerShareView | null>(null);
  const actions = useMemo(() => ({ onWithdraw: setWithdrawing, onReceive: setReceiving }), []);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={TITLE}
      subtitle="Les CPAS, communes, employeurs, mutualités et sponsors qui paient une part de l'inscription d'un enfant, et les chèques (sport, culture…) que les familles remettent. Une part impayée n'annule jamais l'inscription."
    >
      <div className="space-y-6">
        <AdminPanel
          id="payer-shares-title"
          title="Parts à réclamer"
          titleClassName="text-xl"
          actions={
            shares.data && (
              <p className="text-sm text-muted" data-testid="shares-outstanding">
                Reste à recevoir&nbsp;: <span className="font-bold text-ink">{formatEuros(shares.data.outstandingCents)}</span>
              </p>
            )
          }
        >
          <PayerSharesFilters query={query} payers={payers.data ?? []} />
          <QueryView
            query={shares}
            loading={<Skeleton className="h-48 w-full" />}
            errorTitle={SHARES_ERROR}
            isEmpty={(data) => data.shares.length === 0}
            empty={<p className="text-muted">{NO_SHARES[query.status]}</p>}
          >
            {(data) => <PayerShares shares={data.shares} actions={actions} />}
          </QueryView>
        </AdminPanel>

        <AdminPanel
          id="payers-title"
          title="Annuaire"
          titleClassName="text-xl"
          actions={
            <Button variant="outline" size="sm" onClick={() => setEditing("new")}>
              <Plus aria-hidden="true" className="size-4" />
              Ajouter un organisme
            </Button>
          }
        >
          <QueryPanel query={payers} loading={<Skeleton className="h-40 w-full" />} errorTitle="Impossible de charger l'annuaire">
            {(list) =>
              list.length === 0 ? (
                <p className="text-muted">
                  Aucun organisme pour le moment. Ajoutez les CPAS, employeurs, sponsors ou émetteurs de chèques qui paient une part des
                  inscriptions.
                </p>
              ) : (
                <PayerDirectory payers={list} onEdit={setEditing} />
              )
            }
          </QueryPanel>
        </AdminPanel>
      </div>

      <PayerDialog target={editing} onClose={() => setEditing(null)} />
      <WithdrawShareDialog share={withdrawing} onClose={() => setWithdrawing(null)} />
      <ReceiveShareDialog share={receiving} onClose={() => setReceiving(null)} />
    </SubPage>
  );
}
