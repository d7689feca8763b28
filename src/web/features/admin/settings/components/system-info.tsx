import type { ReactNode } from "react";
import type { MailStatus, OutboxView, PaymentSystemStatus, SystemInfo } from "../../../../../domain/contracts/admin.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { cn } from "../../../../lib/cn.ts";
import { countByStatus, MAIL_STATUS_LABELS, TRANSPORT_LABELS } from "../mail-labels.ts";
import { refundsDueLabel, webhookOutcomeLabel } from "../payment-labels.ts";
import { DATABASE_LABELS, SYSTEM_PAYMENT_MODE_LABELS, uptimeLabel } from "../system-labels.ts";

const STATES: MailStatus[] = ["pending", "sent", "failed"];

/** A titled group of the system information: a small heading over its label/value pairs. */
function InfoGroup({ id, title, compact = false, children }: { id: string; title: string; compact?: boolean; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-sm font-bold tracking-wide text-muted uppercase">
        {title}
      </h3>
      {/* Short values (compact) stand two by two even on a phone. */}
      <dl className={cn("grid gap-4 text-sm", compact ? "grid-cols-2" : "sm:grid-cols-2")}>{children}</dl>
    </div>
  );
}

function Info({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="space-y-1 text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The server itself: what runs, on which database, for how long, and how much it holds. */
export function ServerInfo({ system }: { system: SystemInfo }) {
  const counts = [
    { label: "Plaines", value: system.counts.plaines },
    { label: "Parents", value: system.counts.parents },
    { label: "Enfants", value: system.counts.children },
    { label: "Inscriptions", value: system.counts.registrations },
  ];
  return (
    <div className="space-y-6">
      <InfoGroup id="system-server" title="Serveur" compact>
        <Info label="Version" testId="system-version">
          {system.version}
        </Info>
        <Info label="Base de données" testId="system-database">
          {DATABASE_LABELS[system.database]}
        </Info>
        <Info label="Node.js" testId="system-node">
          {system.node}
        </Info>
        <Info label="En service depuis" testId="system-uptime">
          {uptimeLabel(system.uptimeSeconds)}
        </Info>
      </InfoGroup>
      <div role="group" aria-labelledby="system-counts" className="space-y-3">
        <h3 id="system-counts" className="text-sm font-bold tracking-wide text-muted uppercase">
          Données
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map((count) => (
            <div key={count.label} className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
              <dt className="text-sm font-medium text-muted">{count.label}</dt>
              <dd className="text-2xl font-extrabold text-ink tabular-nums">{count.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** How a service runs: its mode as a badge (green when it is the real one, not a stand-in) and what that means. */
function ModeInfo({
  label,
  mode,
  real,
  testId,
}: {
  label: string;
  mode: { name: string; description: string };
  real: boolean;
  testId: string;
}) {
  return (
    <Info label={label}>
      <Badge tone={real ? "success" : "warning"} data-testid={testId}>
        {mode.name}
      </Badge>
      <p>{mode.description}</p>
    </Info>
  );
}

/** How e-mail leaves the server, and how the outbox stands. */
export function MailInfo({ outbox, smtpConfigured }: { outbox: OutboxView; smtpConfigured?: boolean }) {
  const transport = TRANSPORT_LABELS[outbox.transport];
  const counts = countByStatus(outbox.mails);
  return (
    <InfoGroup id="system-mail" title="E-mails">
      <ModeInfo label="Envoi des e-mails" mode={transport} real={outbox.transport === "smtp"} testId="mail-transport" />
      {smtpConfigured !== undefined && (
        <Info label="Serveur SMTP" testId="smtp-configured">
          {smtpConfigured ? "Configuré" : "Non configuré"}
        </Info>
      )}
      <Info label="E-mails récents">{STATES.map((state) => `${MAIL_STATUS_LABELS[state]}\u00a0: ${counts[state]}`).join(" · ")}</Info>
    </InfoGroup>
  );
}

/** How card payments are taken, the last webhook Stripe sent, and the payments to refund. */
export function PaymentInfo({ system, payments }: { system: SystemInfo; payments?: PaymentSystemStatus }) {
  const mode = SYSTEM_PAYMENT_MODE_LABELS[system.paymentMode];
  const last = system.lastWebhook;
  return (
    <InfoGroup id="system-payments" title="Paiements">
      <ModeInfo label="Paiements par carte" mode={mode} real={system.paymentMode === "live"} testId="payment-mode" />
      <Info label="Dernier webhook Stripe" testId="last-webhook">
        {last
          ? `${formatDateTimeFr(last.receivedAt)} · ${last.type} · ${webhookOutcomeLabel(last.outcome)}${last.deliveries > 1 ? ` (reçu ${last.deliveries} fois)` : ""}`
          : "Aucun webhook reçu"}
      </Info>
      {payments && (
        <Info label="Remboursements" testId="refunds-due">
          {refundsDueLabel(payments.refundsDue)}
        </Info>
      )}
    </InfoGroup>
  );
}
