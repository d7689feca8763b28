import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminRegistrationsResponse } from "../../../../../domain/contracts/admin.ts";
import type { PaymentSummary } from "../../../../../domain/contracts/registrations.ts";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { refundPayment } from "../api/refund-payment.ts";

const REFUND_ERROR = "Erreur lors du remboursement";

interface RefundDialogProps {
  /** The paid card payment to refund; null while the dialog is closed. */
  payment: PaymentSummary | null;
  onClose: () => void;
}

/**
 * "Rembourser 120,00 € ?" The whole card payment goes back to the family through Stripe; the
 * payment reads "Remboursé" once Stripe confirms it. The registrations keep their own status.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: (target: PaymentSummary) => refundPayment(target.id),
    onSuccess: (answer, target) => {
      if (answer.payment.status === "refunded") toast.success("Paiement remboursé", `${target.amountLabel} rendus à la famille.`);
      else toast.info("Remboursement demandé", "Le paiement passera à « Remboursé » dès que Stripe le confirme.");
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toast.error(REFUND_ERROR, isApiError(error) ? error.message : undefined);
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

  return (
    <ConfirmDialog
      open={payment !== null}
      title={payment ? `Rembourser ${payment.amountLabel} ?` : ""}
      confirmLabel="Rembourser"
      pendingLabel="Remboursement en cours..."
      pending={refund.isPending}
      onConfirm={() => payment && refund.mutate(payment)}
      onCancel={onClose}
    >
      {payment && (
        <>
          <p>
            Le paiement par carte de <strong>{payment.amountLabel}</strong> (réf. <span className="font-mono">{payment.reference}</span>)
            pour {payment.childNames.join(", ")} sera entièrement remboursé sur la carte utilisée.
          </p>
          <p className="text-muted">
            Cette action est irréversible. Le statut des inscriptions ne change pas : annulez-les séparément si nécessaire.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
