import { queryOptions } from "@tanstack/react-query";
import { type BankTransferPage, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

/** What to pay for a bank-transfer registration; 404 'Inscription non trouvée' for an unknown id or another parent's. */
function getBankTransfer(registrationId: string, signal?: AbortSignal): Promise<BankTransferPage> {
  return api.get<BankTransferPage>(registrationPaths.bankTransfer.url({ id: registrationId }), { signal });
}

export function bankTransferQueryOptions(registrationId: string) {
  return queryOptions({
    queryKey: registrationKeys.bankTransfer(registrationId),
    queryFn: ({ signal }) => getBankTransfer(registrationId, signal),
    // The payment may have been received since: always ask again on arrival.
    staleTime: askedAgainOnEachVisit,
  });
}
