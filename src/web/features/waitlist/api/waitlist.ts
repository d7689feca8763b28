import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type WaitlistJoinResponse,
  type WaitlistListResponse,
  waitlistPaths,
  type WaitlistEntryView,
} from "../../../../domain/contracts/waitlist.ts";
import type { JoinWaitlistInput } from "../../../../domain/contracts/waitlist-input.ts";
import { api, isSessionExpired } from "../../../lib/api-client.ts";
import { registrationKeys, childrenKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { toastApiError } from "../../../lib/error-toast.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

const JOIN_ERROR = "Impossible de rejoindre la liste d'attente. Veuillez réessayer.";

/** Under the root "registrations": dropped at logout, refreshed with the history. */
const waitlistQueryKey = [...registrationKeys.all, "waitlist"] as const;

export function waitlistQueryOptions() {
  return queryOptions({
    queryKey: waitlistQueryKey,
    queryFn: ({ signal }) => api.get<WaitlistListResponse>(waitlistPaths.list.url(), { signal }),
    // A position moves, an offer arrives: always ask again on arrival.
    staleTime: askedAgainOnEachVisit,
  });
}

function joinWaitlist(input: JoinWaitlistInput): Promise<WaitlistJoinResponse> {
  return api.post<WaitlistJoinResponse>(waitlistPaths.list.url(), input);
}

/** Leaves the list, or declines the offer. */
function leaveWaitlist(entryId: string): Promise<void> {
  return api.delete<void>(waitlistPaths.entry.url({ id: entryId }));
}

/** Puts the ticked children on a full plaine's waiting list. */
export function useJoinWaitlist(onJoined?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: ({ entry }) => {
      toast.success(`Vous êtes sur la liste d'attente\u00a0: ${entry.label.toLowerCase().replace("liste d'attente — ", "")}`);
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      onJoined?.();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, JOIN_ERROR, "title");
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
    },
  });
}

/** Leaves the waiting list, or declines an offer. */
export function useLeaveWaitlist(entries: readonly WaitlistEntryView[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: (_, entryId) => {
      const entry = entries.find((candidate) => candidate.id === entryId);
      toast.success(
        entry?.status === "offered"
          ? "Offre refusée\u00a0: la place est proposée à la famille suivante"
          : "Vous avez quitté la liste d'attente",
      );
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
    },
    onError: (error) => toastApiError(error, "Erreur lors de la mise à jour de la liste d'attente", "title"),
  });
}
