import { queryOptions } from "@tanstack/react-query";
import { type AdminTariffClaimList, adminTariffClaimPaths } from "../../../../../domain/contracts/admin-tariff-claims.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/**
 * The tariffs families claimed (GET /api/admin/tariff-claims), pending ones first: the page
 * 'Demandes de tarif' lists them and the menu counts those waiting, from the one cache entry.
 */
export function tariffClaimsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.tariffClaims(),
    queryFn: ({ signal }) => api.get<AdminTariffClaimList>(adminTariffClaimPaths.list.url(), { signal }),
    // New claims come with registrations: the count is asked again now and then.
    staleTime: 60_000,
  });
}
