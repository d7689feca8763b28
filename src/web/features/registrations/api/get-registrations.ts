import { queryOptions } from "@tanstack/react-query";
import { type RegistrationListResponse, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

/**
 * The parent's history, grouped by plaine and start date, newest plaines first (the server's
 * order), and their parts of registrations the child's other parent made (decision 0058).
 */
function getRegistrations(signal?: AbortSignal): Promise<RegistrationListResponse> {
  return api.get<RegistrationListResponse>(registrationPaths.list.url(), { signal });
}

export function registrationsQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.list(),
    queryFn: ({ signal }) => getRegistrations(signal),
    // Statuses change on the admin's side (payment received): ask again on each visit.
    staleTime: askedAgainOnEachVisit,
  });
}
