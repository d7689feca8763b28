import { newsPaths, type NewsListResponse } from "../../../../domain/contracts/news.ts";
import { apiQueryOptions } from "../../../lib/api-query.ts";
import { type NewsListParams, newsKeys } from "../../../lib/query-keys.ts";

/** Published articles, newest first. */
export function newsQueryOptions(params: NewsListParams = {}) {
  return apiQueryOptions(newsKeys.list(params), newsPaths.list.url(), { query: params, unwrap: ({ news }: NewsListResponse) => news });
}
