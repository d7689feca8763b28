import { queryOptions } from "@tanstack/react-query";
import { adminPaths, type OutboxView } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** While a message waits for delivery, look again every few seconds so its new state shows. */
const PENDING_REFRESH_MS = 3000;

export function adminMailsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.mails(),
    queryFn: ({ signal }) => api.get<OutboxView>(adminPaths.mails.url(), { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.mails.some((mail) => mail.status === "pending") ? PENDING_REFRESH_MS : false),
  });
}
