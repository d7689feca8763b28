import { queryOptions } from "@tanstack/react-query";
import { type AccountingResponse, adminAccountingPaths } from "../../../../../domain/contracts/admin-accounting.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import type { AccountingQuery } from "../accounting-filters.ts";

/** The sums received and given back in the period (for one plaine or all), with the summary per plaine. */
export function accountingQueryOptions(query: AccountingQuery) {
  return queryOptions({
    queryKey: adminKeys.accounting(query),
    queryFn: ({ signal }) => api.get<AccountingResponse>(adminAccountingPaths.ledger.url(), { query: { ...query }, signal }),
    staleTime: 0,
  });
}
