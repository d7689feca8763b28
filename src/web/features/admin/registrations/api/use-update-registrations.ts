import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRegistrationsResponse, AdminRegistrationUpdateResult } from "../../../../../domain/contracts/admin.ts";
import type { AdminRegistrationUpdate } from "../../../../../domain/contracts/admin-input.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { activityKeys, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { STATUS_UPDATE_ERROR, statusChangeMessage } from "../status-change-message.ts";
import { updateRegistrations } from "./update-registrations.ts";

/** The list as the server now has it, without waiting for the refetch: the changed rows and their payments. */
function applyToCache(queryClient: QueryClient, ids: string[], result: AdminRegistrationUpdateResult) {
  queryClient.setQueryData<AdminRegistrationsResponse>(adminKeys.registrations(), (answer) => {
    if (!answer) return answer;
    const selected = new Set(ids);
    const paymentIds = new Set(
      answer.groups.flatMap((group) => group.registrations.filter((row) => selected.has(row.id)).map((row) => row.paymentId)),
    );
    const { status, statusLabel, paymentStatus, paymentStatusLabel } = result;
    return {
      groups: answer.groups.map((group) => ({
        ...group,
        registrations: group.registrations.map((row) => ({
          ...row,
          ...(status && statusLabel && selected.has(row.id) ? { status, statusLabel } : {}),
          ...(paymentStatus && paymentStatusLabel && paymentIds.has(row.paymentId) ? { paymentStatus, paymentStatusLabel } : {}),
        })),
        payments: group.payments.map((payment) =>
          paymentStatus && paymentStatusLabel && paymentIds.has(payment.id)
            ? { ...payment, status: paymentStatus, statusLabel: paymentStatusLabel }
            : payment,
        ),
      })),
    };
  });
}

/**
 * A status change from a row's select or the selection's bar. The list updates at once from the
 * answer, then refetches (payment dates, the plaine's places); the toast names the new status and
 * how many registrations changed. A full plaine refuses a re-opening with its own sentence (409).
 */
export function useUpdateRegistrations({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRegistrations,
    onSuccess: (result, update) => {
      applyToCache(queryClient, update.ids, result);
      // Nothing moved (every row already had that status): said as information, not as a success.
      const changed = result.registrationsChanged > 0 || result.paymentsChanged > 0;
      (changed ? toast.success : toast.info)(statusChangeMessage(result));
      onSuccess?.();
    },
    onError: (error) => toastApiError(error, STATUS_UPDATE_ERROR, "title-on-conflict"),
    onSettled: (_result, _error, update: AdminRegistrationUpdate) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.registrations() }),
        // A cancellation gives a place back, a re-opening takes one: the public pages refresh too.
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        ...update.ids.map((id) => queryClient.invalidateQueries({ queryKey: adminKeys.history("registration", id) })),
      ]),
  });
}
