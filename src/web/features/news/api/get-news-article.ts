import { newsPaths, type NewsArticleResponse } from "../../../../domain/contracts/news.ts";
import { apiQueryOptions } from "../../../lib/api-query.ts";
import { newsKeys } from "../../../lib/query-keys.ts";

export function newsArticleQueryOptions(id: string) {
  return apiQueryOptions(newsKeys.detail(id), newsPaths.one.url({ id }), { unwrap: ({ article }: NewsArticleResponse) => article });
}
