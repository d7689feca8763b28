import { queryOptions, useMutation } from "@tanstack/react-query";
import {
  registrationPaths,
  type SimulatedCheckoutResult,
  type SimulatedCheckoutView,
  type SimulatedOutcome,
} from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";
import { type NavigateFunction } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

export function simulatedCheckoutQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: registrationKeys.simulatedCheckout(sessionId),
    queryFn: ({ signal }) => api.get<SimulatedCheckoutView>(registrationPaths.simulatedCheckout.url({ sessionId }), { signal }),
    staleTime: 0,
  });
}

/** The parent's choice on the simulated checkout page; the answer says where to go next. */
async function completeSimulatedCheckout(sessionId: string, outcome: SimulatedOutcome): Promise<string> {
  const { redirectTo } = await api.post<SimulatedCheckoutResult>(registrationPaths.simulatedCheckout.url({ sessionId }), { outcome });
  return redirectTo;
}

/** Ends the simulated card checkout with the outcome chosen, then goes where the server says. */
export function useCompleteSimulatedCheckout(sessionId: string, navigate: NavigateFunction) {
  return useMutation({
    mutationFn: (outcome: SimulatedOutcome) => completeSimulatedCheckout(sessionId, outcome),
    onSuccess: (target) => void navigate(target),
    onError: (error) => toastApiError(error, GENERIC_ERROR_MESSAGE, "title"),
  });
}
