import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { REGISTRATION_FIELD_LABELS, REGISTRATION_VALUE_LABELS } from "../../history/audit-values.ts";
import { AuditHistory } from "../../history/components/audit-history.tsx";

/** A registration's changes (statuses, refund, deadline, money received, group): who, when, from what to what. */
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
