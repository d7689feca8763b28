import type { MailStatus, OutboxView, PaymentSystemStatus } from "../../../../../domain/contracts/admin.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { countByStatus, MAIL_STATUS_LABELS, TRANSPORT_LABELS } from "../mail-labels.ts";
import { PAYMENT_MODE_LABELS, refundsDueLabel, webhookOutcomeLabel } from "../payment-labels.ts";

const STATES: MailStatus[] = ["pending", "sent", "failed"];

/** How card payments are taken, the last webhook Stripe sent, and the payments to refund. */
export function PaymentInfo({ payments }: { payments: PaymentSystemStatus }) {
  const mode = PAYMENT_MODE_LABELS[payments.mode];
  const last = payments.lastWebhook;
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="space-y-1">
        <dt className="font-medium text-muted">Paiements par carte</dt>
        <dd className="space-y-1">
          <Badge tone={payments.mode === "stripe" ? "success" : "warning"} data-testid="payment-mode">
            {mode.name}
          </Badge>
          <p className="text-ink">{mode.description}</p>
        </dd>
      </div>
      <div className="space-y-1">
        <dt className="font-medium text-muted">Dernier webhook Stripe</dt>
        <dd className="text-ink" data-testid="last-webhook">
          {last
            ? `${formatDateTimeFr(last.receivedAt)} · ${last.type} · ${webhookOutcomeLabel(last.outcome)}${last.deliveries > 1 ? ` (reçu ${last.deliveries} fois)` : ""}`
            : "Aucun webhook reçu"}
        </dd>
      </div>
      <div className="space-y-1">
        <dt className="font-medium text-muted">Remboursements</dt>
        <dd className="text-ink" data-testid="refunds-due">
          {refundsDueLabel(payments.refundsDue)}
        </dd>
      </div>
    </dl>
  );
}

/** How e-mail leaves the server, and how the outbox stands. */
export function SystemInfo({ outbox }: { outbox: OutboxView }) {
  const transport = TRANSPORT_LABELS[outbox.transport];
  const counts = countByStatus(outbox.mails);
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <div className="space-y-1">
        <dt className="font-medium text-muted">Envoi des e-mails</dt>
        <dd className="space-y-1">
          <Badge tone={outbox.transport === "smtp" ? "success" : "warning"} data-testid="mail-transport">
            {transport.name}
          </Badge>
          <p className="text-ink">{transport.description}</p>
        </dd>
      </div>
      <div className="space-y-1">
        <dt className="font-medium text-muted">E-mails récents</dt>
        <dd className="text-ink">{STATES.map((state) => `${MAIL_STATUS_LABELS[state]} : ${counts[state]}`).join(" · ")}</dd>
      </div>
    </dl>
  );
}
