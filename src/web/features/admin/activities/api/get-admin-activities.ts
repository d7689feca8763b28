import { queryOptions } from "@tanstack/react-query";
import type { ActivityScope } from "../../../../../domain/contracts/activities.ts";
import {
  type AdminActivityListQuery,
  adminActivityPaths,
  type AdminActivityListResponse,
  type AdminActivityResponse,
} from "../../../../../domain/contracts/admin-activities.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** One tab of the plaines list: upcoming (active), past (archived) or all. */
export function adminActivitiesQueryOptions(scope: ActivityScope) {
  return queryOptions({
    queryKey: adminKeys.activityList(scope),
    queryFn: ({ signal }) => {
      const query: AdminActivityListQuery = { scope };
      return api.get<AdminActivityListResponse>(adminActivityPaths.list.url(), { query, signal });
    },
    select: (answer) => answer.activities,
    staleTime: 0,
  });
}

/** One plaine as its edit form starts from, with the places already taken. */
export function adminActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.activity(id),
    queryFn: ({ signal }) => api.get<AdminActivityResponse>(adminActivityPaths.one.url({ id }), { signal }),
    select: (answer) => answer.activity,
    staleTime: 0,
  });
}
