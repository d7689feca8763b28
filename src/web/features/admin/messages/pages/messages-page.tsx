import { useQuery } from "@tanstack/react-query";
import Mail from "lucide-react/icons/mail";
import Paperclip from "lucide-react/icons/paperclip";
import { type ReactNode, useState } from "react";
import type { FamilyMessageDetail, FamilyMessageSummary } from "../../../../../domain/contracts/admin-messages.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { FAMILY_MESSAGE_STATE_LABELS, formatFileSize, RECIPIENT_STATE_LABELS } from "../../../../../domain/family-messages.ts";
import { EmptyCard } from "../../../../components/empty-card.tsx";
import { NewsContent } from "../../../../components/news-content.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { brusselsToday } from "../../../../../domain/dates.ts";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { adminActivitiesQueryOptions } from "../../activities/api/get-admin-activities.ts";
import { UrgentTextPanel } from "../../presences/index.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import {
  ADMIN_MESSAGES,
  attachmentUrl,
  familyMessageQueryOptions,
  familyMessagesQueryOptions,
  type MessageScope,
  useCancelFamilyMessage,
} from "../api/messages.ts";
import { ComposeForm, type EditedMessage, editedMessageOf } from "../components/compose-form.tsx";
import { TemplatesSection } from "../components/templates-section.tsx";

const TITLE = "Messages aux familles";
const LOAD_ERROR = "Impossible de charger les messages";

const familiesLabel = (count: number) => (count === 1 ? "1 famille" : `${count} familles`);

/**
 * 'Message urgent (SMS)': the plaines whose dates hold today, one to choose (the server refuses a
 * day off); the panel is the check-in's.
 */
function UrgentTextSection() {
  const plaines = useQuery(adminActivitiesQueryOptions("active"));
  const today = brusselsToday();
  const running = (plaines.data ?? []).filter((plaine) => plaine.startDate <= today && today <= plaine.endDate);
  const [chosen, setChosen] = useState("");
  const plaine = running.find((candidate) => candidate.id === chosen) ?? running[0];
  if (!plaine) return null;
  return (
    <div className="mb-10 space-y-3">
      {running.length > 1 && (
        <SelectField
          id="urgent-plaine"
          label="Plaine du message urgent"
          value={plaine.id}
          onChange={(event) => setChosen(event.target.value)}
          options={running.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
        />
      )}
      <UrgentTextPanel key={plaine.id} activityId={plaine.id} activityTitle={plaine.title} />
    </div>
  );
}

const STATE_TONES = { scheduled: "warning", sent: "success", cancelled: "neutral", failed: "danger" } as const;

/** A message's body and its recipients, loaded when it is opened; a scheduled one can be changed or cancelled. */
function MessageDetail({ id, scope, onEdit }: { id: string; scope: MessageScope; onEdit: (editing: EditedMessage) => void }) {
  const detail = useQuery(familyMessageQueryOptions(id, scope));
  const cancel = useCancelFamilyMessage(scope);
  if (!detail.data) return <Skeleton className="h-24 w-full" />;
  const message = detail.data;
  return (
    <div className="space-y-4">
      <NewsContent content={message.body} articleTitle={message.subject} />
      {message.attachments.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Pièces jointes">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a
                href={attachmentUrl(scope, file.id)}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline"
              >
                <Paperclip aria-hidden="true" className="size-4" />
                {file.fileName} ({formatFileSize(file.sizeBytes)})
              </a>
            </li>
          ))}
        </ul>
      )}
      {message.state === "scheduled" && message.channel === "email" && (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => onEdit(editedMessageOf(message))}>
            Modifier
          </Button>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => cancel.mutate(id)}>
            Annuler l'envoi
          </Button>
        </div>
      )}
      {message.recipients.length > 0 && <Recipients recipients={message.recipients} />}
    </div>
  );
}

/** Each family the message went to: how (SMS or e-mail), its state and any refusal, and when it was read. */
function Recipients({ recipients }: { recipients: FamilyMessageDetail["recipients"] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Destinataires</caption>
        <thead>
          <tr className="border-b border-slate-200 text-muted">
            <th scope="col" className="py-2 pr-4">
              Parent
            </th>
            <th scope="col" className="py-2 pr-4">
              Envoi
            </th>
            <th scope="col" className="py-2 pr-4">
              Lu dans son espace
            </th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient) => (
            <tr key={recipient.id} className="border-b border-slate-100">
              <td className="py-2 pr-4 text-ink">{recipient.parentName ?? "Compte supprimé"}</td>
              <td className="py-2 pr-4">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-ink">{recipient.channel === "sms" ? `SMS ${recipient.phone ?? ""}` : "E-mail"}</span>
                  <Badge tone={recipient.state === "failed" ? "danger" : recipient.state === "sent" ? "success" : "neutral"}>
                    {RECIPIENT_STATE_LABELS[recipient.state]}
                  </Badge>
                </span>
                {recipient.error && <span className="mt-1 block text-xs text-red-700">{recipient.error}</span>}
                {recipient.smsRefused && (
                  <span className="mt-1 block text-xs text-muted">SMS refusé ({recipient.smsRefused}), envoyé par e-mail</span>
                )}
              </td>
              <td className="py-2 pr-4 text-ink">{recipient.readAt ? formatDateTimeFr(recipient.readAt) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageCard({
  message,
  scope,
  onEdit,
}: {
  message: FamilyMessageSummary;
  scope: MessageScope;
  onEdit: (editing: EditedMessage) => void;
}) {
  const [open, setOpen] = useState(false);
  const when = message.sentAt ?? message.sendAt;
  return (
    <Card>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="flex cursor-pointer list-none flex-col gap-1 p-5 hover:bg-slate-50">
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone={STATE_TONES[message.state]}>{FAMILY_MESSAGE_STATE_LABELS[message.state]}</Badge>
            {message.channel === "sms" && <Badge tone="warning">SMS urgent</Badge>}
            <time dateTime={when}>{formatDateTimeFr(when)}</time>
            <span aria-hidden="true">·</span>
            <span>{message.activityTitle}</span>
          </span>
          <span className="text-lg font-semibold text-ink">{message.subject}</span>
          <span className="text-sm text-ink">
            {message.audience}
            {message.state === "sent" && ` · envoyé à ${familiesLabel(message.recipientCount)} · lu par ${message.readCount}`}
            {message.authorName && ` · par ${message.authorName}`}
          </span>
          {message.state === "failed" && message.failureReason && (
            <span className="text-sm text-red-700">
              {"Non envoyé à l'heure prévue\u00a0: "}
              {message.failureReason}
            </span>
          )}
        </summary>
        {open && (
          <CardBody className="border-t border-slate-200">
            <MessageDetail id={message.id} scope={scope} onEdit={onEdit} />
          </CardBody>
        )}
      </details>
    </Card>
  );
}

/**
 * Writing to the families and the messages written, for a scope: the administrators' (every
 * plaine) or a plaine's coordination's (decision 0063). `children` goes between the form and the
 * list (the administrators' templates).
 */
export function FamilyMessages({ scope, children }: { scope: MessageScope; children?: ReactNode }) {
  const messages = useQuery(familyMessagesQueryOptions(scope));
  const [editing, setEditing] = useState<EditedMessage | null>(null);
  // A new form after each message sent (or each edit ended): blank, or the scheduled message's.
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <section aria-labelledby="compose-title" className="mb-10 space-y-4">
        <h2 id="compose-title" className="text-xl font-bold text-ink">
          {editing ? "Modifier le message programmé" : "Écrire aux familles"}
        </h2>
        <Card>
          <CardBody>
            <ComposeForm key={formKey} editing={editing} onDone={done} scope={scope} />
          </CardBody>
        </Card>
      </section>
      {children}
      <section aria-labelledby="sent-title" className="space-y-4">
        <h2 id="sent-title" className="text-xl font-bold text-ink">
          Messages
        </h2>
        <QueryView
          query={messages}
          loading={<Skeleton className="h-24 w-full" />}
          errorTitle={LOAD_ERROR}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyCard size="admin" icon={Mail} title="Aucun message" text="Les messages envoyés et programmés apparaîtront ici." />}
        >
          {(data) => (
            <ul className="space-y-4">
              {data.map((message) => (
                <li key={message.id}>
                  <MessageCard
                    message={message}
                    scope={scope}
                    onEdit={(next) => {
                      setEditing(next);
                      setFormKey((key) => key + 1);
                      window.scrollTo({ top: 0, behavior: "smooth" });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </>
  );
}

/** Each family gets its own e-mail and finds it in its space. */
export const MESSAGES_SUBTITLE = "Chaque famille reçoit son propre e-mail et le retrouve dans «\u00a0Messages\u00a0» de son espace.";

/**
 * /admin/messages: write to the parents of a plaine (all, a day, a group, those with a balance to
 * pay, the waiting list, or chosen ones), see how many and one family's copy, send now or later;
 * below, every message with its recipients' e-mails and how many read it in their space.
 */
export function MessagesPage() {
  usePageTitle(TITLE);
  return (
    <SubPage back={BACK_TO_ADMIN} title={TITLE} subtitle={MESSAGES_SUBTITLE}>
      <UrgentTextSection />
      <FamilyMessages scope={ADMIN_MESSAGES}>
        <TemplatesSection />
      </FamilyMessages>
    </SubPage>
  );
}
