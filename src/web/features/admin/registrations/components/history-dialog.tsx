import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from "../../../../../domain/registration.ts";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { AuditHistory } from "../../history/components/audit-history.tsx";

/** How the audit log names a registration's fields, in the words of the page. */
const REGISTRATION_FIELD_LABELS = {
  status: "Inscription",
  paymentStatus: "Statut du paiement",
  refundRequested: "Remboursement demandé",
};

/** The log keeps the statuses' codes; the page reads them in French. */
const REGISTRATION_VALUE_LABELS = {
  status: REGISTRATION_STATUS_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
};

/** A registration's status changes: who, when, from what to what. */
export function HistoryDialog({ row, onClose }: { row: RegistrationRow | null; onClose: () => void }) {
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={row ? `${row.child.firstName} ${row.child.lastName}` : ""}
      description={row ? `Inscription réf. ${row.reference}` : undefined}
      className="max-w-2xl"
    >
      {row && (
        <AuditHistory entity="registration" id={row.id} fieldLabels={REGISTRATION_FIELD_LABELS} valueLabels={REGISTRATION_VALUE_LABELS} />
      )}
    </Dialog>
  );
}
