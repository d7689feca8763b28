import { queryOptions } from "@tanstack/react-query";
import type { NewsArticle } from "../../../../domain/news.ts";
import { newsPaths, type NewsArticleResponse } from "../../../../domain/contracts/news.ts";
import { api } from "../../../lib/api-client.ts";
import { newsKeys } from "../../../lib/query-keys.ts";

async function getNewsArticle(id: string, signal?: AbortSignal): Promise<NewsArticle> {
  const { article } = await api.get<NewsArticleResponse>(newsPaths.one.url({ id }), { signal });
  return article;
}

export function newsArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => getNewsArticle(id, signal),
  });
}
