import { queryOptions } from "@tanstack/react-query";
import { adminChildPaths, type AdminChildSheet } from "../../../../../domain/contracts/admin-children.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/**
 * A child's whole file. The server records each reading that shows medical information, so the
 * sheet is read once per opening: never refetched behind the administrator's back (focus,
 * reconnection), and dropped from the cache as soon as the sheet closes, so the medical text
 * does not linger in memory and the next opening is read (and recorded) again.
 */
export function adminChildSheetQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.childSheet(id),
    queryFn: ({ signal }) => api.get<AdminChildSheet>(adminChildPaths.sheet.url({ id }), { signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
