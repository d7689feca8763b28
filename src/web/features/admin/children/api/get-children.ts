import { queryOptions } from "@tanstack/react-query";
import { adminChildPaths, type AdminChildListResponse } from "../../../../../domain/contracts/admin-children.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** Every child with the parent's contact; the list says only whether there is medical information, never what. */
export function adminChildrenQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.childList(),
    queryFn: ({ signal }) => api.get<AdminChildListResponse>(adminChildPaths.list.url(), { signal }),
  });
}
