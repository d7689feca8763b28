import { queryOptions } from "@tanstack/react-query";
import type { AssociationAbout } from "../../../../domain/association.ts";
import { type AssociationAboutResponse, associationPaths } from "../../../../domain/contracts/association.ts";
import { api } from "../../../lib/api-client.ts";
import { associationAboutQueryKey } from "../../../lib/query-keys.ts";

async function getAbout(signal?: AbortSignal): Promise<AssociationAbout> {
  const { about } = await api.get<AssociationAboutResponse>(associationPaths.about.url(), { signal });
  return about;
}

/** The association's own words and its ONE recognition; drawn on the server, put in the page's cache by its loader (ssr/page-loaders.ts). */
export function aboutQueryOptions() {
  return queryOptions({ queryKey: associationAboutQueryKey, queryFn: ({ signal }) => getAbout(signal) });
}

/** The next plaines 'À propos' lists (the same question on the server and in the browser: one query key). */
export const ABOUT_PLAINES = { limit: 4 } as const;
