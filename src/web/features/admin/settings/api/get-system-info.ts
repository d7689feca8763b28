import { queryOptions } from "@tanstack/react-query";
import { adminPaths, type SystemInfo } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminSystemInfoQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.system(),
    queryFn: ({ signal }) => api.get<SystemInfo>(adminPaths.system.url(), { signal }),
    staleTime: 0,
  });
}
