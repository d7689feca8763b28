import { queryOptions } from "@tanstack/react-query";
import { accountPaths, type MeResponse, type SignedInUser } from "../../../domain/contracts/account.ts";
import { api, isApiError } from "../api-client.ts";
import { meQueryKey } from "../query-keys.ts";

/** The signed-in person as the pages know them: their account, and whether they are in the team. */
export type CurrentUser = SignedInUser;

/** null when nobody is signed in: any 4xx answer (401, or 404 while the route is missing). */
async function getMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const { user } = await api.get<MeResponse>(accountPaths.me.url(), { signal });
    return user ?? null;
  } catch (error) {
    if (isApiError(error) && error.isClientError) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    // One quick second try; the header must not wait long to know who is there.
    retry: 1,
  });
}
