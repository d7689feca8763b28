import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AdminRegistrationsResponse, adminPaths, type RefundResponse } from "../../../../../domain/contracts/admin.ts";
import type { PaymentSummary } from "../../../../../domain/contracts/registrations.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const REFUND_ERROR = "Erreur lors du remboursement";

/** The full refund of a paid card payment, through Stripe. */
function refundPayment(paymentId: string): Promise<RefundResponse> {
  return api.post<RefundResponse>(adminPaths.refund.url({ id: paymentId }));
}

/** The refund from the registrations list: a toast says what Stripe did, then `onClose` (an expired session keeps the dialog). */
export function useRefundPayment({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: PaymentSummary) => refundPayment(target.id),
    onSuccess: (answer, target) => {
      if (answer.payment.status === "refunded") toast.success("Paiement remboursé", `${target.amountLabel} rendus à la famille.`);
      else toast.info("Remboursement demandé", "Le paiement passera à «\u00a0Remboursé\u00a0» dès que Stripe le confirme.");
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, REFUND_ERROR);
      onClose();
    },
    onSettled: (_answer, _error, target) => {
      // The request is in the history of every registration the payment covers.
      const list = queryClient.getQueryData<AdminRegistrationsResponse>(adminKeys.registrations());
      const covered = (list?.groups ?? []).flatMap((group) => group.registrations).filter((row) => row.paymentId === target.id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.registrations() }),
        ...covered.map((row) => queryClient.invalidateQueries({ queryKey: adminKeys.history("registration", row.id) })),
      ]);
    },
  });
}
