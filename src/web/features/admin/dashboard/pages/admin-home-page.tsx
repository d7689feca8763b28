import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../../components/load-error.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { Container } from "../../../../components/ui/container.tsx";
import { NavTileGrid } from "../../../../components/ui/nav-tile.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { ADMIN_TILES } from "../../shared/admin-links.ts";
import { adminDashboardQueryOptions } from "../api/get-dashboard.ts";
import { DashboardPanel } from "../components/dashboard-panel.tsx";
import { FillRateChart } from "../components/fill-rate-chart.tsx";
import { LastRegistrations } from "../components/last-registrations.tsx";
import { OneAgreementReminders } from "../components/one-agreement-reminders.tsx";
import { READINESS_TITLE, ReadinessChecklist, ReadinessCount } from "../components/readiness-checklist.tsx";
import { RefundsDue } from "../components/refunds-due.tsx";
import { TransfersDueSoon } from "../components/transfers-due-soon.tsx";
import { UnpaidTransfers } from "../components/unpaid-transfers.tsx";
import { TodayOnTheGroundPanel } from "../../presences/index.ts";

const ADMIN_TITLE = "Administration";
const DASHBOARD_LOAD_ERROR = "Impossible de charger le tableau de bord";

/** The figures while they load: the shape of the panels, hidden from screen readers. */
function DashboardSkeleton() {
  return <SkeletonStack busy className="grid gap-6 lg:grid-cols-2" bars={["h-64 w-full lg:col-span-2", "h-48 w-full", "h-48 w-full"]} />;
}

function Dashboard() {
  const dashboard = useQuery(adminDashboardQueryOptions());
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.error) {
    return (
      <LoadError
        title={DASHBOARD_LOAD_ERROR}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  const {
    readiness,
    plaines,
    unpaidTransfers,
    transfersDueSoon,
    oneAgreementReminders,
    refundsDue,
    overpaymentsToRefund,
    lastRegistrations,
  } = dashboard.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OneAgreementReminders reminders={oneAgreementReminders} />
      <DashboardPanel
        id="dashboard-readiness"
        title={READINESS_TITLE}
        actions={<ReadinessCount items={readiness} />}
        className="lg:col-span-2"
      >
        <ReadinessChecklist items={readiness} />
      </DashboardPanel>
      <DashboardPanel id="dashboard-fill" title="Remplissage des plaines à venir" className="lg:col-span-2">
        <FillRateChart activities={plaines} />
      </DashboardPanel>
      <DashboardPanel id="dashboard-transfers" title="Virements en attente">
        <UnpaidTransfers transfers={unpaidTransfers} />
      </DashboardPanel>
      <div className="grid gap-6">
        <DashboardPanel id="dashboard-due-soon" title="Virements à échéance dans les 3 jours">
          <TransfersDueSoon transfers={transfersDueSoon} />
        </DashboardPanel>
        <DashboardPanel id="dashboard-refunds" title="Remboursements à effectuer">
          <RefundsDue cards={refundsDue} overpayments={overpaymentsToRefund} />
        </DashboardPanel>
        <DashboardPanel id="dashboard-last" title="Dernières inscriptions">
          <LastRegistrations registrations={lastRegistrations} />
        </DashboardPanel>
      </div>
    </div>
  );
}

export function AdminHomePage() {
  usePageTitle(ADMIN_TITLE);
  return (
    <Container className="py-10 sm:py-12">
      <PageHeader
        className="mb-8"
        title={ADMIN_TITLE}
        subtitle="Gérez les plaines, les actualités, les inscriptions, les enfants et les paramètres du site."
      />
      <div className="space-y-10">
        <TodayOnTheGroundPanel />
        <Dashboard />
        <NavTileGrid label={ADMIN_TITLE} tiles={ADMIN_TILES} />
      </div>
    </Container>
  );
}
