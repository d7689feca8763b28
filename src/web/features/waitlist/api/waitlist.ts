import { queryOptions } from "@tanstack/react-query";
import {
  type JoinWaitlistInput,
  type WaitlistJoinResponse,
  type WaitlistListResponse,
  waitlistPaths,
} from "../../../../domain/contracts/waitlist.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";

/** Under the root "registrations": dropped at logout, refreshed with the history. */
const waitlistQueryKey = [...registrationKeys.all, "waitlist"] as const;

export function waitlistQueryOptions() {
  return queryOptions({
    queryKey: waitlistQueryKey,
    queryFn: ({ signal }) => api.get<WaitlistListResponse>(waitlistPaths.list.url(), { signal }),
    // A position moves, an offer arrives: always ask again on arrival.
    staleTime: 0,
  });
}

export function joinWaitlist(input: JoinWaitlistInput): Promise<WaitlistJoinResponse> {
  return api.post<WaitlistJoinResponse>(waitlistPaths.list.url(), input);
}

/** Leaves the list, or declines the offer. */
export function leaveWaitlist(entryId: string): Promise<void> {
  return api.delete<void>(waitlistPaths.entry.url({ id: entryId }));
}
