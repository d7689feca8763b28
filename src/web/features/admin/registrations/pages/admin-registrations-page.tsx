import { useQuery } from "@tanstack/react-query";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Landmark from "lucide-react/icons/landmark";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { PaymentSummary, RegistrationGroup, RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { brusselsToday } from "../../../../../domain/dates.ts";
import { paths } from "../../../../../domain/paths.ts";
import { EmptyCard } from "../../../../components/empty-card.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { LoadError, useLoadErrorToast } from "../../../../components/load-error.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { adminRegistrationsQueryOptions } from "../api/get-admin-registrations.ts";
import { useUpdateRegistrations } from "../api/use-update-registrations.ts";
import { CancelDialog, type PendingCancellation } from "../components/cancel-dialog.tsx";
import { ExportPanel } from "../components/export-panel.tsx";
import { HistoryDialog } from "../components/history-dialog.tsx";
import { RefundDialog } from "../components/refund-dialog.tsx";
import { PriceDialog } from "../components/price-dialog.tsx";
import { ShareDialog } from "../components/share-dialog.tsx";
import { RegistrationFiltersBar } from "../components/registration-filters-bar.tsx";
import { RegistrationGroupSection } from "../components/registration-group-section.tsx";
import { RegistrationsSkeleton } from "../components/registrations-skeleton.tsx";
import { type RowActions, RowActionsContext } from "../components/row-actions-context.ts";
import { paymentLeadRows, visibleGroups } from "../registration-groups.ts";
import { filtersFromSearch, hasNarrowingFilters, type ListFilters, searchFromFilters } from "../registration-filters-url.ts";

const REGISTRATIONS_TITLE = "Inscriptions";
const LOAD_ERROR_MESSAGE = "Erreur lors du chargement des inscriptions";

/** Nothing to show: no registration matches the filters (and a way to clear them), or none of the period at all. */
function NoRegistrations({ filters }: { filters: ListFilters }) {
  if (hasNarrowingFilters(filters))
    return (
      <EmptyCard
        size="admin"
        icon={ClipboardList}
        title="Aucune inscription ne correspond à ces filtres"
        text="Essayez une autre recherche, ou effacez les filtres pour revoir toutes les inscriptions de la période."
        action={
          <Link to={{ search: searchFromFilters({ period: filters.period }).toString() }} className={buttonClasses({ variant: "outline" })}>
            Effacer les filtres
          </Link>
        }
      />
    );
  return (
    <EmptyCard
      size="admin"
      icon={ClipboardList}
      title={filters.period === "past" ? "Aucune inscription aux plaines passées" : "Aucune inscription pour le moment"}
      text="Les inscriptions des familles apparaissent ici, regroupées par plaine, dès qu'elles sont envoyées."
    />
  );
}

/** The rows of these ids not cancelled yet, in the list's order: the ones a cancellation changes. */
function liveRowsOf(groups: RegistrationGroup[], ids: string[]): RegistrationRow[] {
  const wanted = new Set(ids);
  return groups.flatMap((group) => group.registrations.filter((row) => wanted.has(row.id) && row.status !== "cancelled"));
}

function paymentOf(groups: RegistrationGroup[], row: RegistrationRow): PaymentSummary | null {
  for (const group of groups) {
    const payment = group.payments.find((candidate) => candidate.id === row.paymentId);
    if (payment) return payment;
  }
  return null;
}

/** /admin/registrations: every registration by plaine, filtered from the address, with status changes, refunds and exports. */
export function AdminRegistrationsPage() {
  usePageTitle(REGISTRATIONS_TITLE);
  const [search] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const list = useQuery(adminRegistrationsQueryOptions());
  useLoadErrorToast(list.error, LOAD_ERROR_MESSAGE);

  const [medical, setMedical] = useState(false);
  const [historyOf, setHistoryOf] = useState<RegistrationRow | null>(null);
  const [priceOf, setPriceOf] = useState<RegistrationRow | null>(null);
  const [shareOf, setShareOf] = useState<RegistrationRow | null>(null);
  const [toRefund, setToRefund] = useState<PaymentSummary | null>(null);
  const [toCancel, setToCancel] = useState<PendingCancellation | null>(null);
  const change = useUpdateRegistrations();

  const groups = list.data;
  const today = brusselsToday();
  const shown = useMemo(() => (groups ? visibleGroups(groups, filters, today) : []), [groups, filters, today]);
  const paymentLeads = useMemo(() => new Set((groups ?? []).flatMap((group) => [...paymentLeadRows(group)])), [groups]);

  const savingIds = useMemo(() => new Set(change.isPending ? change.variables.ids : []), [change.isPending, change.variables]);
  const { mutate } = change;
  const actions = useMemo<RowActions>(
    () => ({
      // A cancellation asks first, with the reason the families will read (rows already cancelled change nothing).
      update: (update, onSaved) => {
        const cancelled = update.status === "cancelled" ? liveRowsOf(groups ?? [], update.ids) : [];
        if (cancelled.length > 0) setToCancel({ update, onSaved, rows: cancelled });
        else mutate(update, { onSuccess: onSaved });
      },
      savingIds,
      showHistory: setHistoryOf,
      refund: (row) => setToRefund(groups ? paymentOf(groups, row) : null),
      setPrice: setPriceOf,
      takeShare: setShareOf,
      paymentLeads,
    }),
    [mutate, savingIds, groups, paymentLeads],
  );

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={REGISTRATIONS_TITLE}
      subtitle="Suivez les inscriptions de chaque plaine, leurs paiements, et changez leur statut."
      action={
        <Link to={paths.adminPaymentImport} className={buttonClasses({ variant: "outline", className: "shrink-0" })}>
          <Landmark aria-hidden="true" className="size-4" />
          Importer un relevé bancaire
        </Link>
      }
    >
      <div className="space-y-4">
        <RegistrationFiltersBar filters={filters} />
        <ExportPanel filters={filters} medical={medical} onMedicalChange={setMedical} />

        {list.isPending ? (
          <RegistrationsSkeleton />
        ) : list.error ? (
          <Card>
            <CardBody className="sm:p-6">
              <LoadError title={LOAD_ERROR_MESSAGE} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
            </CardBody>
          </Card>
        ) : shown.length === 0 ? (
          <NoRegistrations filters={filters} />
        ) : (
          <RowActionsContext value={actions}>
            <div className="space-y-5">
              {shown.map((visible) => (
                <RegistrationGroupSection key={visible.group.key} visible={visible} filters={filters} medical={medical} />
              ))}
            </div>
          </RowActionsContext>
        )}
      </div>

      <HistoryDialog row={historyOf} onClose={() => setHistoryOf(null)} />
      <RefundDialog payment={toRefund} onClose={() => setToRefund(null)} />
      <PriceDialog row={priceOf} onClose={() => setPriceOf(null)} />
      <ShareDialog row={shareOf} onClose={() => setShareOf(null)} />
      <CancelDialog
        pending={toCancel}
        saving={change.isPending}
        onConfirm={(update, onSaved) =>
          mutate(update, {
            onSuccess: () => {
              setToCancel(null);
              onSaved?.();
            },
          })
        }
        onClose={() => setToCancel(null)}
      />
    </SubPage>
  );
}
