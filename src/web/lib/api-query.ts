import { type QueryKey, queryOptions } from "@tanstack/react-query";
import { api, type QueryValue } from "./api-client.ts";

/**
 * The query options of one GET of the API: the answer cached under `queryKey`, the request dropped
 * when no one waits for it any more. `query` is its query string; `unwrap` keeps the part of the
 * answer the pages read (the list in `{ activities }`), else the whole answer is the data.
 */
export function apiQueryOptions<TAnswer, TData = TAnswer>(
  queryKey: QueryKey,
  path: string,
  { query, unwrap }: { query?: Record<string, QueryValue>; unwrap?: (answer: TAnswer) => TData } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<TData> => {
      const answer = await api.get<TAnswer>(path, { query, signal });
      return unwrap ? unwrap(answer) : (answer as unknown as TData);
    },
  });
}
