import { type CheckoutStart, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";

/** 'Payer': the checkout page for an unpaid card registration (an open session again, or a new one). */
export async function payRegistration(registrationId: string): Promise<string> {
  const { url } = await api.post<CheckoutStart>(registrationPaths.checkout.url({ id: registrationId }));
  return url;
}
