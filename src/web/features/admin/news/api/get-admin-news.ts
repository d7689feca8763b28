import { queryOptions } from "@tanstack/react-query";
import { adminNewsPaths, type AdminArticleResponse, type AdminNewsListResponse } from "../../../../../domain/contracts/admin-news.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** Every article, scheduled ones included, newest publish date first. */
export function adminNewsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.newsList(),
    queryFn: async ({ signal }) => (await api.get<AdminNewsListResponse>(adminNewsPaths.list.url(), { signal })).news,
  });
}

/** One article as stored, for its edit form. */
export function adminArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.article(id),
    queryFn: async ({ signal }) => (await api.get<AdminArticleResponse>(adminNewsPaths.one.url({ id }), { signal })).article,
    // The form starts from this answer once: a background refetch must not look like a newer version.
    staleTime: Infinity,
  });
}
