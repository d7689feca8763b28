/**
 * The news' API contract, shared by the server and the browser: paths, the list's query string
 * and what each endpoint answers. No zod here: the public pages load this file; the input
 * schemas are in news-input.ts.
 */
import type { NewsArticle } from "../news.ts";
import { apiPath } from "./api-path.ts";

export const newsPaths = {
  list: apiPath("/api/news"),
  one: apiPath("/api/news/:id"),
};

/** GET /api/news's query string, as the browser sends it. */
export type NewsListQuery = {
  featured?: boolean;
  limit?: number;
};

/** GET /api/news: published articles, newest first. */
export interface NewsListResponse {
  news: NewsArticle[];
}

/** GET /api/news/:id */
export interface NewsArticleResponse {
  article: NewsArticle;
}
