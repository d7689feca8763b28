import { useMutation } from "@tanstack/react-query";
import CreditCard from "lucide-react/icons/credit-card";
import { useNavigate } from "react-router";
import { CHECKOUT_SESSION_ERROR } from "../../../../domain/checkout.ts";
import { Button, type ButtonProps } from "../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { payRegistration } from "../api/pay-registration.ts";
import { isSitePath } from "../checkout-status.ts";

/**
 * 'Payer': asks the server for the checkout of an unpaid card registration and goes there
 * (Stripe's page, or the simulated one of a demo site). A refusal is the spec's toast.
 */
export function PayButton({
  registrationId,
  label,
  size,
  variant,
}: {
  registrationId: string;
  /** Read by screen readers after 'Payer', e.g. the plaine's title. */
  label?: string;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
}) {
  const navigate = useNavigate();
  const pay = useMutation({
    mutationFn: () => payRegistration(registrationId),
    onSuccess: (url) => {
      if (isSitePath(url)) void navigate(url);
      else window.location.assign(url);
    },
    onError: (error) => {
      if (!isSessionExpired(error)) toast.error(isApiError(error) && error.isClientError ? error.message : CHECKOUT_SESSION_ERROR);
    },
  });
  const busy = pay.isPending || pay.isSuccess;
  return (
    <Button size={size} variant={variant} onClick={() => pay.mutate()} disabled={busy}>
      <CreditCard aria-hidden="true" className="size-4" />
      {busy ? "Redirection vers le paiement..." : "Payer"}
      {label && !busy ? <span className="sr-only"> {label}</span> : null}
    </Button>
  );
}
