import CreditCard from "lucide-react/icons/credit-card";
import { useNavigate } from "react-router";
import { holdUntil } from "../../../../domain/checkout.ts";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import { usePayRegistration } from "../api/pay-registration.ts";

/**
 * 'Payer': asks the server for the checkout of an unpaid card registration and goes there
 * (Stripe's page, or the simulated one of a demo site). A refusal is the spec's toast. Given the
 * hold's end, it says until when: 'Payer (jusqu'à 15:09)' — the registration form and the
 * parent's space alike.
 */
export function PayButton({
  registrationId,
  label,
  holdExpiresAt,
  size,
  variant,
}: {
  registrationId: string;
  /** Read by screen readers after 'Payer', e.g. the plaine's title. */
  label?: string;
  /** Until when the places are held (ISO): shown in Brussels time. */
  holdExpiresAt?: string | null;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
}) {
  const navigate = useNavigate();
  const pay = usePayRegistration(registrationId, navigate);
  const busy = pay.isPending || pay.isSuccess;
  return (
    <Button size={size} variant={variant} onClick={() => pay.mutate()} disabled={busy}>
      <CreditCard aria-hidden="true" className="size-4" />
      {busy ? (
        "Redirection vers le paiement..."
      ) : (
        <span>
          Payer
          {label ? <span className="sr-only"> {label}</span> : null}
          {holdExpiresAt ? ` (${holdUntil(holdExpiresAt)})` : null}
        </span>
      )}
    </Button>
  );
}
