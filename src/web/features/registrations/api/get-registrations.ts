import { queryOptions } from "@tanstack/react-query";
import { type RegistrationGroup, type RegistrationListResponse, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";

/** The parent's history, grouped by plaine and start date, newest plaines first (the server's order). */
async function getRegistrations(signal?: AbortSignal): Promise<RegistrationGroup[]> {
  const { groups } = await api.get<RegistrationListResponse>(registrationPaths.list.url(), { signal });
  return groups;
}

export function registrationsQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.list(),
    queryFn: ({ signal }) => getRegistrations(signal),
    // Statuses change on the admin's side (payment received): ask again on each visit.
    staleTime: 0,
  });
}
