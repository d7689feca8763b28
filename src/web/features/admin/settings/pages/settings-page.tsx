import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { OutboxView, PaymentSystemStatus, SystemInfo } from "../../../../../domain/contracts/admin.ts";
import { paths } from "../../../../../domain/paths.ts";
import { SubPage } from "../../../../components/sub-page.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { useScrollToHash } from "../../../../lib/use-scroll-to-hash.ts";
import { useAuth } from "../../../../lib/auth/auth-context.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { adminMailsQueryOptions } from "../api/get-mails.ts";
import { MailTable } from "../components/mail-table.tsx";
import { MailTestButton } from "../components/mail-test-button.tsx";
import { QueryPanel } from "../../shared/components/query-panel.tsx";
import { SettingsSection } from "../../shared/components/settings-section.tsx";
import { OfferHoursSetting } from "../../waitlist/components/offer-hours-setting.tsx";
import { adminPaymentStatusQueryOptions } from "../api/get-payment-status.ts";
import { adminSystemInfoQueryOptions } from "../api/get-system-info.ts";
import { ConfirmationTestForm } from "../components/confirmation-test-form.tsx";
import { adminJobQueuesQueryOptions } from "../api/get-job-queues.ts";
import { JobQueues } from "../components/job-queues.tsx";
import { RefreshButton } from "../components/refresh-button.tsx";
import { adminRetentionQueryOptions } from "../api/retention.ts";
import { associationSettingsQueryOptions } from "../api/association.ts";
import { AssociationSettings } from "../components/association-settings.tsx";
import { RetentionSettingsPanel } from "../components/retention-settings.tsx";
import { MailInfo, PaymentInfo, ServerInfo } from "../components/system-info.tsx";
import { CertificateSettings } from "../../certificates/components/certificate-settings.tsx";
import { bankTransferRulesQueryOptions } from "../../bank/api/bank.ts";
import { TransferRulesSettings } from "../../bank/components/transfer-rules-settings.tsx";
import { RefundRulesSettings } from "../components/refund-rules-settings.tsx";

const SETTINGS_TITLE = "Paramètres";
const MAILS_LOAD_ERROR_MESSAGE = "Impossible de charger la liste des e-mails";
const SYSTEM_LOAD_ERROR_MESSAGE = "Impossible de charger les informations système";
const JOBS_LOAD_ERROR_MESSAGE = "Impossible de charger les tâches de fond";
const RETENTION_LOAD_ERROR_MESSAGE = "Impossible de charger les durées de conservation";
const ASSOCIATION_LOAD_ERROR_MESSAGE = "Impossible de charger l'identité de l'association";

interface SystemSectionProps {
  system: UseQueryResult<SystemInfo>;
  outbox: UseQueryResult<OutboxView>;
  payments: UseQueryResult<PaymentSystemStatus>;
}

/** The server, the mail transport and the payment provider, as the server sees them. */
function SystemSection({ system, outbox, payments }: SystemSectionProps) {
  return (
    <SettingsSection id="system-title" title="Informations système">
      <div className="space-y-8">
        <QueryPanel query={system} loading={<Skeleton className="h-40 w-full" />} errorTitle={SYSTEM_LOAD_ERROR_MESSAGE}>
          {(data) => <ServerInfo system={data} />}
        </QueryPanel>
        {outbox.data ? (
          <MailInfo outbox={outbox.data} smtpConfigured={system.data?.smtpConfigured} />
        ) : outbox.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : null}
        {system.data && <PaymentInfo system={system.data} payments={payments.data} />}
      </div>
    </SettingsSection>
  );
}

/** The two test sends, both to the signed-in administrator's own address (`email`, unknown until /api/me answers). */
function MailTestSections({ email }: { email: string | undefined }) {
  return (
    <>
      <SettingsSection id="mail-test-title" title="Tester l'envoi d'e-mail">
        <p className="text-ink">
          Envoie un message de test à votre adresse{email !== undefined ? ` (${email})` : ""} pour vérifier que les e-mails arrivent.
        </p>
        {email !== undefined && <MailTestButton to={email} />}
      </SettingsSection>

      <SettingsSection id="confirmation-test-title" title="Tester l'e-mail de confirmation">
        <p className="text-ink">
          Envoie l'e-mail de confirmation d'inscription, rempli avec les valeurs ci-dessous, uniquement à votre adresse
          {email !== undefined ? ` (${email})` : ""}&nbsp;: aucun parent ni la boîte des inscriptions ne le reçoit, et aucune inscription
          n'est créée.
        </p>
        {email !== undefined && <ConfirmationTestForm to={email} />}
      </SettingsSection>
    </>
  );
}

export function SettingsPage() {
  usePageTitle(SETTINGS_TITLE);
  const { user } = useAuth();
  const outbox = useQuery(adminMailsQueryOptions());
  const payments = useQuery(adminPaymentStatusQueryOptions());
  const system = useQuery(adminSystemInfoQueryOptions());
  const jobs = useQuery(adminJobQueuesQueryOptions());
  const retention = useQuery(adminRetentionQueryOptions());
  const transferRules = useQuery(bankTransferRulesQueryOptions());
  const association = useQuery(associationSettingsQueryOptions());
  // A link to one section (the certificates', from a refused run) lands there once the sections above it are drawn.
  useScrollToHash(
    !association.isPending && !system.isPending && !outbox.isPending && !payments.isPending && !jobs.isPending && !retention.isPending,
  );

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={SETTINGS_TITLE}
      subtitle="L'identité de l'association et son compte, l'état du serveur, les tâches de fond, les tests d'envoi des e-mails et le suivi de leur livraison."
    >
      <div className="space-y-6">
        <SettingsSection id="association-title" title="L'association">
          <p className="text-ink">
            Le nom, le logo, les coordonnées et le compte bancaire que voient les familles&nbsp;: en bas de chaque page, dans les pages
            légales, les e-mails, les instructions de virement et leur code QR, les documents PDF et le fichier Belcotax. La présentation et
            la reconnaissance par l'ONE s'affichent sur la page «&nbsp;À propos&nbsp;».
          </p>
          <QueryPanel query={association} loading={<Skeleton className="h-96 w-full" />} errorTitle={ASSOCIATION_LOAD_ERROR_MESSAGE}>
            {(data) => <AssociationSettings view={data} />}
          </QueryPanel>
        </SettingsSection>

        <SystemSection system={system} outbox={outbox} payments={payments} />

        <SettingsSection id="jobs-title" title="Tâches de fond" actions={<RefreshButton query={jobs} />}>
          <p className="text-ink">
            L'envoi des e-mails, la fin des réservations non payées, le nettoyage des images et les règles de conservation tournent en
            arrière-plan, une fois chacun quel que soit le nombre de serveurs. Une tâche dont tous les essais ont échoué attend ici qu'on la
            relance.
          </p>
          <QueryPanel query={jobs} loading={<Skeleton className="h-40 w-full" />} errorTitle={JOBS_LOAD_ERROR_MESSAGE}>
            {(data) => <JobQueues queues={data.queues} />}
          </QueryPanel>
        </SettingsSection>

        <MailTestSections email={user?.email} />

        <SettingsSection id="retention-title" title="Conservation des données personnelles">
          <p className="text-ink">
            Passé ces durées, les données sont effacées par les tâches de conservation, dont chaque passage est compté ci-dessous. Les
            paiements des comptes supprimés restent anonymisés pour la comptabilité.
          </p>
          <QueryPanel query={retention} loading={<Skeleton className="h-40 w-full" />} errorTitle={RETENTION_LOAD_ERROR_MESSAGE}>
            {(data) => <RetentionSettingsPanel view={data} />}
          </QueryPanel>
        </SettingsSection>

        <SettingsSection
          id="certificates-title"
          title="Attestations fiscales et de mutualité"
          actions={
            <Link to={paths.adminCertificates} className={buttonClasses({ variant: "outline", size: "sm" })}>
              Générer les attestations de l'année
            </Link>
          }
        >
          <CertificateSettings />
        </SettingsSection>

        <SettingsSection id="transfer-rules-title" title="Virements&nbsp;: rappels et date limite">
          <QueryPanel
            query={transferRules}
            loading={<Skeleton className="h-32 w-full" />}
            errorTitle="Impossible de charger les règles des virements"
          >
            {(data) => <TransferRulesSettings rules={data.rules} />}
          </QueryPanel>
        </SettingsSection>

        <SettingsSection id="refund-rules-title" title="Remboursements&nbsp;: annulation par la famille">
          <RefundRulesSettings />
        </SettingsSection>

        <SettingsSection id="waitlist-title" title="Liste d'attente">
          <OfferHoursSetting />
        </SettingsSection>

        <SettingsSection id="mails-title" title="E-mails envoyés" actions={<RefreshButton query={outbox} />}>
          <QueryPanel query={outbox} loading={<Spinner showLabel />} errorTitle={MAILS_LOAD_ERROR_MESSAGE}>
            {(data) => <MailTable mails={data.mails} />}
          </QueryPanel>
        </SettingsSection>
      </div>
    </SubPage>
  );
}
