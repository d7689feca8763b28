import { queryOptions } from "@tanstack/react-query";
import { type LegalFacts, type LegalFactsResponse, legalPaths } from "../../../../domain/contracts/legal.ts";
import { api } from "../../../lib/api-client.ts";
import { legalQueryKey } from "../../../lib/query-keys.ts";

async function getLegalFacts(signal?: AbortSignal): Promise<LegalFacts> {
  const { facts } = await api.get<LegalFactsResponse>(legalPaths.facts.url(), { signal });
  return facts;
}

/** The controller and the rules in force; on the server-drawn pages, put in the cache by their loader (ssr/page-loaders.ts). */
export function legalFactsQueryOptions() {
  return queryOptions({ queryKey: legalQueryKey, queryFn: ({ signal }) => getLegalFacts(signal) });
}
