import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicAssociation } from "../../domain/association.ts";
import { type AssociationResponse, associationPaths } from "../../domain/contracts/association.ts";
import { api } from "./api-client.ts";
import { associationQueryKey } from "./query-keys.ts";

async function getAssociation(signal?: AbortSignal): Promise<PublicAssociation> {
  const { association } = await api.get<AssociationResponse>(associationPaths.identity.url(), { signal });
  return association;
}

/**
 * Who runs the site (its settings, decision 0043). The pages drawn on the server find it in their
 * cache (entry-server.tsx, ssr/application-renderer.tsx); the application asks once and keeps it.
 */
export function associationQueryOptions() {
  return queryOptions({
    queryKey: associationQueryKey,
    queryFn: ({ signal }) => getAssociation(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The association as every page shows it; undefined while it is being asked for. */
export function useAssociation(): PublicAssociation | undefined {
  return useQuery(associationQueryOptions()).data;
}
