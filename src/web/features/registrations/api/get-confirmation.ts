import { queryOptions } from "@tanstack/react-query";
import type { ConfirmationState } from "../../../../domain/registration.ts";
import { type ConfirmationResponse, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { confirmationPollInterval } from "../confirmation-status.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";

/**
 * Where the confirmation e-mail stands. The server queued it once, at submission; this only
 * reads its state and never asks for another one.
 */
async function getConfirmation(registrationId: string, signal?: AbortSignal): Promise<ConfirmationState> {
  const { state } = await api.get<ConfirmationResponse>(registrationPaths.confirmation.url({ id: registrationId }), { signal });
  return state;
}

/** Asked again every 1.5 s while the e-mail is being sent, for one minute at most from `since`. */
export function confirmationQueryOptions(registrationId: string, since: number) {
  return queryOptions({
    queryKey: registrationKeys.confirmation(registrationId),
    queryFn: ({ signal }) => getConfirmation(registrationId, signal),
    staleTime: 0,
    refetchInterval: (query) => confirmationPollInterval(query.state.data, since, Date.now()),
  });
}
