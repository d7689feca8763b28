import { queryOptions } from "@tanstack/react-query";
import type { NewsArticle } from "../../../../domain/news.ts";
import { newsPaths, type NewsListResponse } from "../../../../domain/contracts/news.ts";
import { api } from "../../../lib/api-client.ts";
import { type NewsListParams, newsKeys } from "../../../lib/query-keys.ts";

/** Published articles, newest first. */
async function getNews(params: NewsListParams, signal?: AbortSignal): Promise<NewsArticle[]> {
  const { news } = await api.get<NewsListResponse>(newsPaths.list.url(), { query: params, signal });
  return news;
}

export function newsQueryOptions(params: NewsListParams = {}) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => getNews(params, signal),
  });
}
