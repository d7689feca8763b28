import { queryOptions } from "@tanstack/react-query";
import { registrationPaths, type RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

/**
 * Under the root "children": adding or changing a child (here or on the children page) refreshes
 * the list of children this page offers.
 */
export const registrationPageQueryKey = (activityId: string) => ["children", "registration-page", activityId] as const;

function getRegistrationPage(activityId: string, signal?: AbortSignal): Promise<RegistrationPage> {
  return api.get<RegistrationPage>(registrationPaths.page.url({ id: activityId }), { signal });
}

export function registrationPageQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: registrationPageQueryKey(activityId),
    queryFn: ({ signal }) => getRegistrationPage(activityId, signal),
    // Places and "Déjà inscrit" change under the parent's feet: always ask again on arrival.
    staleTime: askedAgainOnEachVisit,
  });
}
