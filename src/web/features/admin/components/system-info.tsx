import { Badge } from "../../../components/ui/badge.tsx";
import { countByStatus, MAIL_STATUS_LABELS, type MailStatus, TRANSPORT_LABELS } from "../mail-labels.ts";
import type { OutboxView } from "../api/get-mails.ts";

const STATES: MailStatus[] = ["pending", "sent", "failed"];

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
