import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminMessagePaths, type FamilyMessageDetail, type UrgentTextPreview } from "../../../../../domain/contracts/admin-messages.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** Who today's urgent text of the plaine reaches, by SMS and by e-mail (nothing saved). */
export function urgentTextPreviewQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: adminKeys.urgentTextPreview(activityId),
    queryFn: ({ signal }) => api.post<UrgentTextPreview>(adminMessagePaths.urgentPreview.url(), { activityId }, { signal }),
    staleTime: 0,
    retry: false,
    enabled: activityId !== "",
  });
}

const URGENT_SENT = "Message urgent envoyé";
const URGENT_ERROR = "Le message urgent n'a pas été envoyé";

/** Sends today's urgent text at once; the messages' list shows each family's SMS or e-mail as it leaves. */
export function useSendUrgentText(onSent: (message: FamilyMessageDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { activityId: string; text: string }) => api.post<FamilyMessageDetail>(adminMessagePaths.urgent.url(), input),
    onSuccess: async (message) => {
      toast.success(URGENT_SENT, "Chaque famille le reçoit par SMS, ou par e-mail sans GSM.");
      onSent(message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.familyMessages() });
    },
    onError: (error) => toastApiError(error, URGENT_ERROR),
  });
}
