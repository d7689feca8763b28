import type { PaymentSummary } from "../../../../../domain/contracts/registrations.ts";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { useRefundPayment } from "../api/refund-payment.ts";

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
  const refund = useRefundPayment({ onClose });

  return (
    <ConfirmDialog
      open={payment !== null}
      title={payment ? `Rembourser ${payment.amountLabel}\u00a0?` : ""}
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
            Cette action est irréversible. Le statut des inscriptions ne change pas&nbsp;: annulez-les séparément si nécessaire.
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
