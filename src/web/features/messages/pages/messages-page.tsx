import Mail from "lucide-react/icons/mail";
import Paperclip from "lucide-react/icons/paperclip";
import { useQuery } from "@tanstack/react-query";
import { messagePaths, type ParentMessage } from "../../../../domain/contracts/messages.ts";
import { formatFileSize } from "../../../../domain/family-messages.ts";
import { formatDateTimeFr } from "../../../../domain/date-time.ts";
import { EmptyCard } from "../../../components/empty-card.tsx";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { NewsContent } from "../../../components/news-content.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { DashboardSubPage } from "../../dashboard/index.ts";
import { messagesQueryOptions, useMarkMessageRead } from "../api/messages.ts";

export const MESSAGES_TITLE = "Messages";
const MESSAGES_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des messages";

/** One message, closed to its date, plaine and subject; opening it shows the body and marks it read. */
function MessageItem({ message }: { message: ParentMessage }) {
  const markRead = useMarkMessageRead();
  return (
    <Card>
      <details
        className="group"
        onToggle={(event) => {
          if (event.currentTarget.open && !message.readAt && !markRead.isPending) markRead.mutate(message.id);
        }}
      >
        <summary className="flex cursor-pointer list-none flex-col gap-1 p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700">
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <time dateTime={message.sentAt}>{formatDateTimeFr(message.sentAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{message.activityTitle}</span>
            {!message.readAt && <Badge tone="brand">Nouveau</Badge>}
          </span>
          <span className="text-lg font-semibold text-ink">{message.subject}</span>
        </summary>
        <div className="space-y-4 border-t border-slate-200 p-5">
          <NewsContent content={message.body} articleTitle={message.subject} />
          {message.attachments.length > 0 && (
            <ul className="space-y-2" aria-label="Pièces jointes">
              {message.attachments.map((file) => (
                <li key={file.id}>
                  <a
                    href={messagePaths.attachment.url({ id: message.id, attachmentId: file.id })}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                    <span className="font-medium underline [overflow-wrap:anywhere]">{file.fileName}</span>
                    <span className="shrink-0 text-sm text-muted">{formatFileSize(file.sizeBytes)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>
    </Card>
  );
}

/** /dashboard/messages: what the association wrote to the family, kept here even when the e-mail is deleted. */
export function MessagesPage() {
  const messages = useQuery(messagesQueryOptions());
  useLoadErrorToast(messages.error, MESSAGES_LOAD_ERROR_MESSAGE);

  return (
    <DashboardSubPage title={MESSAGES_TITLE} subtitle="Les messages que l'association vous a envoyés par e-mail ou par SMS, à relire ici.">
      <QueryView
        query={messages}
        loading={<SkeletonStack className="space-y-4" bars={["h-24 w-full rounded-2xl", "h-24 w-full rounded-2xl"]} />}
        errorTitle={MESSAGES_LOAD_ERROR_MESSAGE}
        isEmpty={(data) => data.messages.length === 0}
        empty={
          <EmptyCard
            icon={Mail}
            title="Aucun message pour le moment"
            text="Les messages de l'association (programme de la semaine, choses à emporter, changements) apparaîtront ici."
          />
        }
      >
        {(data) => (
          <ul className="space-y-4">
            {data.messages.map((message) => (
              <li key={message.id} data-testid="family-message">
                <MessageItem message={message} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </DashboardSubPage>
  );
}
