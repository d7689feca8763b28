import { holdNotice, PAYMENT_PENDING_LABEL } from "../../../../domain/checkout.ts";
import type { PendingCardPayment, RegistrationPageChild } from "../../../../domain/contracts/registrations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { PayButton } from "../../registrations/index.ts";

/**
 * The card payments left unpaid while their places are held, when the page shows no form (the
 * plaine full meanwhile, often by those very places): 'Payer' stays within reach, as in the child
 * picker.
 */
export function PendingPayments({ childList }: { childList: RegistrationPageChild[] }) {
  const byPayment = new Map<string, { pending: PendingCardPayment; names: string[] }>();
  for (const child of childList) {
    if (!child.pendingCardPayment) continue;
    const entry = byPayment.get(child.pendingCardPayment.paymentId) ?? { pending: child.pendingCardPayment, names: [] };
    entry.names.push(`${child.firstName} ${child.lastName}`);
    byPayment.set(child.pendingCardPayment.paymentId, entry);
  }
  if (byPayment.size === 0) return null;
  return (
    <div className="space-y-3">
      {[...byPayment.values()].map(({ pending, names }) => (
        <Alert key={pending.paymentId} tone="warning" role="note" title={PAYMENT_PENDING_LABEL}>
          <p className="font-semibold">{names.join(", ")}</p>
          <p>{holdNotice(names.length)}</p>
          <div className="mt-3">
            <PayButton
              registrationId={pending.registrationId}
              holdExpiresAt={pending.holdExpiresAt}
              size="sm"
              label={`l'inscription de ${names.join(", ")}`}
            />
          </div>
        </Alert>
      ))}
    </div>
  );
}
