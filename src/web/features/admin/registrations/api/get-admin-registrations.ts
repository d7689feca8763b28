import { queryOptions } from "@tanstack/react-query";
import { adminPaths, type AdminRegistrationsResponse } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** Every registration, grouped by plaine; the page filters them (the export applies the same rule on the server). */
export function adminRegistrationsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.registrations(),
    queryFn: ({ signal }) => api.get<AdminRegistrationsResponse>(adminPaths.registrations.url(), { signal }),
    select: (answer) => answer.groups,
    staleTime: 0,
  });
}
