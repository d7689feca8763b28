import { queryOptions } from "@tanstack/react-query";
import {
  registrationPaths,
  type SimulatedCheckoutResult,
  type SimulatedCheckoutView,
  type SimulatedOutcome,
} from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";

export function simulatedCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: registrationKeys.simulatedCheckout(sessionId),
    queryFn: ({ signal }) => api.get<SimulatedCheckoutView>(registrationPaths.simulatedCheckout.url({ sessionId }), { signal }),
    staleTime: 0,
  });
}

/** The parent's choice on the simulated checkout page; the answer says where to go next. */
export async function completeSimulatedCheckout(sessionId: string, outcome: SimulatedOutcome): Promise<string> {
  const { redirectTo } = await api.post<SimulatedCheckoutResult>(registrationPaths.simulatedCheckout.url({ sessionId }), { outcome });
  return redirectTo;
}
