import { infiniteQueryOptions } from "@tanstack/react-query";
import { type ActivityLogQuery, type ActivityLogResponse, adminHistoryPaths } from "../../../../../domain/contracts/admin-history.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** The activity log for these filters, newest first, a page at a time: the next page goes on after the last entry shown. */
export function activityLogQueryOptions(filters: ActivityLogQuery) {
  return infiniteQueryOptions({
    queryKey: adminKeys.activityLog(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivityLogResponse>(adminHistoryPaths.activityLog.url(), { signal, query: { ...filters, before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
  });
}
