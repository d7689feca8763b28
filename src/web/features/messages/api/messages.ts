import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { messagePaths, type ParentMessagesResponse } from "../../../../domain/contracts/messages.ts";
import { api } from "../../../lib/api-client.ts";
import { messageKeys } from "../../../lib/query-keys.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

/** The family's messages, newest first, as the association wrote them to it. */
function getMessages(signal?: AbortSignal): Promise<ParentMessagesResponse> {
  return api.get<ParentMessagesResponse>(messagePaths.list.url(), { signal });
}

export function messagesQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.mine(),
    queryFn: ({ signal }) => getMessages(signal),
    // A message may have been sent since the last visit: ask again on each one.
    staleTime: askedAgainOnEachVisit,
  });
}

/** Opened: read from now on (the organisers see how many read it; nothing else is tracked). A failure leaves it unread, silently. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<void>(messagePaths.read.url({ id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
