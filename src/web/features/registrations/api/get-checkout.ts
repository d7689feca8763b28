import { queryOptions } from "@tanstack/react-query";
import { type CheckoutPage, type CheckoutPageQuery, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { checkoutPollInterval } from "../checkout-status.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";

/**
 * Where a card payment stands, as the server knows it (it asks Stripe itself while the payment
 * is not settled). 404 'Aucune information d'inscription trouvée' for a session or registration
 * that is not the parent's.
 */
function getCheckout(registrationId: string, sessionId: string | null, signal?: AbortSignal): Promise<CheckoutPage> {
  const query: CheckoutPageQuery = { session_id: sessionId };
  return api.get<CheckoutPage>(registrationPaths.checkout.url({ id: registrationId }), { query, signal });
}

/** Asked again every 2 s while the payment is being processed, for two minutes at most from `since`. */
export function checkoutQueryOptions(registrationId: string, sessionId: string | null, since: number) {
  return queryOptions({
    queryKey: registrationKeys.checkout(registrationId, sessionId),
    queryFn: ({ signal }) => getCheckout(registrationId, sessionId, signal),
    staleTime: 0,
    refetchInterval: (query) => checkoutPollInterval(query.state.data?.checkout.state, since, Date.now()),
  });
}
