/**
 * The administrators' news: paths and answers. Unlike the public list, administrators see
 * scheduled articles (publish date in the future) too. The form's schema is in admin-news-input.ts;
 * POST and PUT take NewsFormOutput.
 */
import type { NewsArticle } from "../news.ts";
import { apiPath } from "./api-path.ts";

export const adminNewsPaths = {
  list: apiPath("/api/admin/news"),
  one: apiPath("/api/admin/news/:id"),
};

/** GET /api/admin/news: every article, newest publish date first. */
export interface AdminNewsListResponse {
  news: NewsArticle[];
}

/** GET, POST, PUT /api/admin/news[/:id] */
export interface AdminArticleResponse {
  article: NewsArticle;
}
