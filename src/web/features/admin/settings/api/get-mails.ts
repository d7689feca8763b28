import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import type { MailStatus, MailTransportKind } from "../mail-labels.ts";

/** One message of the outbox as administrators see it (no body). */
export interface OutboxMail {
  id: string;
  kind: string;
  to: string;
  cc: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface OutboxView {
  transport: MailTransportKind;
  mails: OutboxMail[];
}

/** While a message waits for delivery, look again every few seconds so its new state shows. */
const PENDING_REFRESH_MS = 3000;

export function adminMailsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.mails(),
    queryFn: ({ signal }) => api.get<OutboxView>("/api/admin/mails", { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.mails.some((mail) => mail.status === "pending") ? PENDING_REFRESH_MS : false),
  });
}
