import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../../../domain/paths.ts";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { useScrollToHash } from "../../../../lib/use-scroll-to-hash.ts";
import { useAuth } from "../../../../lib/auth/auth-context.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { adminMailsQueryOptions } from "../api/get-mails.ts";
import { MailTable } from "../components/mail-table.tsx";
import { MailTestButton } from "../components/mail-test-button.tsx";
import { SettingsSection } from "../../shared/components/settings-section.tsx";
import { OfferHoursSetting } from "../../waitlist/components/offer-hours-setting.tsx";
import { adminPaymentStatusQueryOptions } from "../api/get-payment-status.ts";
import { adminSystemInfoQueryOptions } from "../api/get-system-info.ts";
import { ConfirmationTestForm } from "../components/confirmation-test-form.tsx";
import { adminJobQueuesQueryOptions } from "../api/get-job-queues.ts";
import { JobQueues } from "../components/job-queues.tsx";
import { RefreshButton } from "../components/refresh-button.tsx";
import { adminRetentionQueryOptions } from "../api/retention.ts";
import { RetentionSettingsPanel } from "../components/retention-settings.tsx";
import { MailInfo, PaymentInfo, ServerInfo } from "../components/system-info.tsx";
import { CertificateSettings } from "../../certificates/components/certificate-settings.tsx";
import { bankTransferRulesQueryOptions } from "../../bank/api/bank.ts";
import { TransferRulesSettings } from "../../bank/components/transfer-rules-settings.tsx";

const SETTINGS_TITLE = "Paramètres";
const MAILS_LOAD_ERROR_MESSAGE = "Impossible de charger la liste des e-mails";
const SYSTEM_LOAD_ERROR_MESSAGE = "Impossible de charger les informations système";
const JOBS_LOAD_ERROR_MESSAGE = "Impossible de charger les tâches de fond";
const RETENTION_LOAD_ERROR_MESSAGE = "Impossible de charger les durées de conservation";

export function SettingsPage() {
  usePageTitle(SETTINGS_TITLE);
  const { user } = useAuth();
  const outbox = useQuery(adminMailsQueryOptions());
  const payments = useQuery(adminPaymentStatusQueryOptions());
  const system = useQuery(adminSystemInfoQueryOptions());
  const jobs = useQuery(adminJobQueuesQueryOptions());
  const retention = useQuery(adminRetentionQueryOptions());
  const transferRules = useQuery(bankTransferRulesQueryOptions());
  // A link to one section (the certificates', from a refused run) lands there once the sections above it are drawn.
  useScrollToHash(!system.isPending && !outbox.isPending && !payments.isPending && !jobs.isPending && !retention.isPending);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={SETTINGS_TITLE}
      subtitle="L'état du serveur, les tâches de fond, les tests d'envoi des e-mails et le suivi de leur livraison."
    >
      <div className="space-y-6">
        <SettingsSection id="system-title" title="Informations système">
          <div className="space-y-8">
            {system.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : system.error ? (
              <Alert tone="error" title={SYSTEM_LOAD_ERROR_MESSAGE}>
                {isApiError(system.error) ? system.error.message : null}
              </Alert>
            ) : (
              <ServerInfo system={system.data} />
            )}
            {outbox.data ? (
              <MailInfo outbox={outbox.data} smtpConfigured={system.data?.smtpConfigured} />
            ) : outbox.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : null}
            {system.data && <PaymentInfo system={system.data} payments={payments.data} />}
          </div>
        </SettingsSection>

        <SettingsSection id="jobs-title" title="Tâches de fond" actions={<RefreshButton query={jobs} />}>
          <p className="text-ink">
            L'envoi des e-mails, la fin des réservations non payées, le nettoyage des images et les règles de conservation tournent en
            arrière-plan, une fois chacun quel que soit le nombre de serveurs. Une tâche dont tous les essais ont échoué attend ici qu'on la
            relance.
          </p>
          {jobs.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : jobs.error ? (
            <Alert tone="error" title={JOBS_LOAD_ERROR_MESSAGE}>
              {isApiError(jobs.error) ? jobs.error.message : null}
            </Alert>
          ) : (
            <JobQueues queues={jobs.data.queues} />
          )}
        </SettingsSection>

        <SettingsSection id="mail-test-title" title="Tester l'envoi d'e-mail">
          <p className="text-ink">
            Envoie un message de test à votre adresse{user ? ` (${user.email})` : ""} pour vérifier que les e-mails arrivent.
          </p>
          {user && <MailTestButton to={user.email} />}
        </SettingsSection>

        <SettingsSection id="confirmation-test-title" title="Tester l'e-mail de confirmation">
          <p className="text-ink">
            Envoie l'e-mail de confirmation d'inscription, rempli avec les valeurs ci-dessous, uniquement à votre adresse
            {user ? ` (${user.email})` : ""} : aucun parent ni la boîte des inscriptions ne le reçoit, et aucune inscription n'est créée.
          </p>
          {user && <ConfirmationTestForm to={user.email} />}
        </SettingsSection>

        <SettingsSection id="retention-title" title="Conservation des données personnelles">
          <p className="text-ink">
            Passé ces durées, les données sont effacées par les tâches de conservation, dont chaque passage est compté ci-dessous. Les
            paiements des comptes supprimés restent anonymisés pour la comptabilité.
          </p>
          {retention.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : retention.error ? (
            <Alert tone="error" title={RETENTION_LOAD_ERROR_MESSAGE}>
              {isApiError(retention.error) ? retention.error.message : null}
            </Alert>
          ) : (
            <RetentionSettingsPanel view={retention.data} />
          )}
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

        <SettingsSection id="transfer-rules-title" title="Virements : rappels et date limite">
          {transferRules.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : transferRules.error ? (
            <Alert tone="error" title="Impossible de charger les règles des virements">
              {isApiError(transferRules.error) ? transferRules.error.message : null}
            </Alert>
          ) : (
            <TransferRulesSettings rules={transferRules.data.rules} />
          )}
        </SettingsSection>

        <SettingsSection id="waitlist-title" title="Liste d'attente">
          <OfferHoursSetting />
        </SettingsSection>

        <SettingsSection id="mails-title" title="E-mails envoyés" actions={<RefreshButton query={outbox} />}>
          {outbox.isPending ? (
            <Spinner showLabel />
          ) : outbox.error ? (
            <Alert tone="error" title={MAILS_LOAD_ERROR_MESSAGE}>
              {isApiError(outbox.error) ? outbox.error.message : null}
            </Alert>
          ) : (
            <MailTable mails={outbox.data.mails} />
          )}
        </SettingsSection>
      </div>
    </SubPage>
  );
}
