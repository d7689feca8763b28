import { type CheckoutStart, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import { type NavigateFunction } from "react-router";
import { CHECKOUT_SESSION_ERROR } from "../../../../domain/checkout.ts";
import { isSitePath } from "../checkout-status.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

/** 'Payer': the checkout page for an unpaid card registration (an open session again, or a new one). */
async function payRegistration(registrationId: string): Promise<string> {
  const { url } = await api.post<CheckoutStart>(registrationPaths.checkout.url({ id: registrationId }));
  return url;
}

/** Opens the card checkout of a registration: a page of this site, or the payment provider's. */
export function usePayRegistration(registrationId: string, navigate: NavigateFunction) {
  return useMutation({
    mutationFn: () => payRegistration(registrationId),
    onSuccess: (url) => {
      if (isSitePath(url)) void navigate(url);
      else window.location.assign(url);
    },
    onError: (error) => toastApiError(error, CHECKOUT_SESSION_ERROR, "title-on-client-error"),
  });
}
