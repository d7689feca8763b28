import { queryOptions } from "@tanstack/react-query";
import { adminDashboardPaths, type AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => api.get<AdminDashboard>(adminDashboardPaths.dashboard.url(), { signal }),
    staleTime: 0,
  });
}
