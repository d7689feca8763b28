/**
 * Separated parents (decision 0058): inviting the child's other parent, withdrawing the
 * invitation, ending the link, reading and accepting an invitation. Each mutation refreshes the
 * children's lists (and the registrations, whose parts follow the link).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Child } from "../../../../domain/child.ts";
import { type ChildInvitationResponse, childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";
import { toastApiError } from "../../../lib/error-toast.ts";
import { childrenKeys, registrationKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { withSavedChild } from "../children-cache.ts";

const FAMILY_ERROR_MESSAGE = "Erreur lors de l'enregistrement";

function useFamilyMutation<Input>(
  mutationFn: (input: Input) => Promise<Child | null>,
  success: (input: Input) => string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved, input) => {
      if (saved) queryClient.setQueryData<Child[]>(childrenKeys.list("newest"), (list) => withSavedChild(list, saved));
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      toast.success(success(input));
      onDone?.();
    },
    onError: (error) => toastApiError(error, FAMILY_ERROR_MESSAGE, "title-on-client-error"),
  });
}

/** What the invitation form sends: the e-mail and the part as typed (the server reads the number). */
interface InvitationForm {
  email: string;
  percent: string;
}

/** 'Inviter l'autre parent': the e-mail and their part; the server sends the invitation. */
export function useInviteParent(onDone: () => void) {
  return useFamilyMutation(
    async ({ childId, input }: { childId: string; input: InvitationForm }) =>
      (await api.post<ChildResponse>(childrenPaths.invitation.url({ id: childId }), input)).child,
    ({ input }) => `Invitation envoyée à ${input.email}`,
    onDone,
  );
}

/** 'Annuler l'invitation': its link no longer works. */
export function useCancelInvitation() {
  return useFamilyMutation(
    async (childId: string) => (await api.delete<ChildResponse>(childrenPaths.invitation.url({ id: childId }))).child,
    () => "Invitation annulée",
  );
}

/** 'Retirer le lien': either parent ends the sharing of the file. */
export function useUnlinkParent(onDone: () => void) {
  return useFamilyMutation(
    async (childId: string) => {
      await api.delete<{ unlinked: true }>(childrenPaths.secondParent.url({ id: childId }));
      return null;
    },
    () => "Le dossier n'est plus partagé",
    onDone,
  );
}

/** An invitation as the invited parent reads it (/invitation?token=…). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...childrenKeys.all, "invitation", token] as const,
    queryFn: async () => (await api.get<ChildInvitationResponse>(childrenPaths.invitationByToken.url(), { query: { token } })).invitation,
    retry: false,
  });

/** 'Accepter': the signed-in account is linked to the child. */
export function useAcceptInvitation(onDone: (child: Child) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await api.post<ChildResponse>(childrenPaths.acceptInvitation.url(), { token })).child,
    onSuccess: (child) => {
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      toast.success(`Le dossier de ${child.firstName} est partagé avec vous`);
      onDone(child);
    },
    onError: (error) => toastApiError(error, FAMILY_ERROR_MESSAGE, "title-on-client-error"),
  });
}
