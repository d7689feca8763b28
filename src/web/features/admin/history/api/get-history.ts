import { queryOptions } from "@tanstack/react-query";
import { adminHistoryPaths, type AuditedEntity, type AuditHistoryResponse } from "../../../../../domain/contracts/admin-history.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** The changes made to one record, newest first. */
export function auditHistoryQueryOptions(entity: AuditedEntity, id: string) {
  return queryOptions({
    queryKey: adminKeys.history(entity, id),
    queryFn: ({ signal }) => api.get<AuditHistoryResponse>(adminHistoryPaths.history.url({ entity, id }), { signal }),
    select: (answer) => answer.entries,
    staleTime: 0,
  });
}
