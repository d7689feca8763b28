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
 * cache (entry-server.tsx, ssr/application-renderer.tsx); in the application, the layout asks once
 * (components/layout/layout.tsx) and every part that shows it reads the answer (useAssociation).
 */
export function associationQueryOptions() {
  return queryOptions({
    queryKey: associationQueryKey,
    queryFn: ({ signal }) => getAssociation(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The association as every page shows it, as the layout's question answered it; undefined until then. */
export function useAssociation(): PublicAssociation | undefined {
  return useQuery({ ...associationQueryOptions(), enabled: false }).data;
}
