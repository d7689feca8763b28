import type { PayerShareView } from "../../../../../domain/contracts/admin-payers.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { shareLabel } from "../../../../../domain/payers.ts";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { useMarkPayerShareReceived } from "../api/payers.ts";

/** "Marquer le chèque reçu ?" The voucher's paper (or the organisation's payment) was handed in: the share is paid today. */
export function ReceiveShareDialog({ share, onClose }: { share: PayerShareView | null; onClose: () => void }) {
  const receive = useMarkPayerShareReceived(onClose);
  return (
    <ConfirmDialog
      open={share !== null}
      title={share?.voucherNumber ? "Marquer le chèque reçu\u00a0?" : "Marquer la part reçue\u00a0?"}
      confirmLabel="Marquer reçu"
      pendingLabel="Enregistrement..."
      pending={receive.isPending}
      tone="primary"
      onConfirm={() => share && receive.mutate(share)}
      onCancel={onClose}
    >
      {share && (
        <>
          <p>
            <strong>{shareLabel(share.payerName, share.amountCents, share.voucherNumber)}</strong> pour {share.childName} (
            {share.activityTitle}).
          </p>
          <p>Le chèque (ou le paiement) de {formatEuros(share.amountCents)} a été remis&nbsp;: la part est marquée reçue aujourd'hui.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
