import type { PayerShareView } from "../../../../../domain/contracts/admin-payers.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { useWithdrawPayerShare } from "../api/payers.ts";

/** "Retirer la prise en charge ?" The family's part goes back up by the share, and the family is told by e-mail. */
export function WithdrawShareDialog({ share, onClose }: { share: PayerShareView | null; onClose: () => void }) {
  const withdraw = useWithdrawPayerShare(onClose);
  return (
    <ConfirmDialog
      open={share !== null}
      title={"Retirer la prise en charge\u00a0?"}
      confirmLabel="Retirer"
      pendingLabel="Retrait en cours..."
      pending={withdraw.isPending}
      onConfirm={() => share && withdraw.mutate(share)}
      onCancel={onClose}
    >
      {share && (
        <>
          <p>
            <strong>{share.payerName}</strong> ne prend plus en charge <strong>{formatEuros(share.amountCents)}</strong> pour{" "}
            {share.childName} ({share.activityTitle})&nbsp;; la demande de paiement n°&nbsp;{share.number} est annulée.
          </p>
          <p>La part de la famille augmente d'autant&nbsp;: elle reçoit un e-mail avec le nouveau montant à payer.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
