import { newsPaths, type NewsArticleResponse, type NewsListResponse } from "../../../domain/contracts/news.ts";
import { articleParams, newsListQuery } from "../../../domain/contracts/news-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { AppContext, RoutePlugin } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import type { SerialisedAnswer } from "../../http/public-cache.ts";
import { routeOf } from "../../http/route-path.ts";
import { getPublishedArticle, listNews } from "./service.ts";

type PublicDeps = Pick<AppContext, "db" | "publicCache">;

/**
 * The answer of GET /api/news for a query string, from the short-lived cache: the API and the
 * server-rendered pages (modules/pages) share it. Throws the API's 400 for a refused query.
 */
export function newsListAnswer({ db, publicCache }: PublicDeps, query: unknown): Promise<SerialisedAnswer> {
  const { featured, limit } = parseInput(newsListQuery, query);
  const today = brusselsToday();
  return publicCache.remember(
    `news:${today}:${featured}:${limit}`,
    async () => ({ news: await listNews(db, { featured, limit, publishedBy: today }) }) satisfies NewsListResponse,
  );
}

/** The answer of GET /api/news/:id; throws the API's 400 or 404 (unknown or not yet published). */
export function articleAnswer({ db, publicCache }: PublicDeps, params: unknown): Promise<SerialisedAnswer> {
  const { id } = parseInput(articleParams, params);
  const today = brusselsToday();
  return publicCache.remember(
    `article:${today}:${id}`,
    async () => ({ article: await getPublishedArticle(db, id, today) }) satisfies NewsArticleResponse,
  );
}

/** The published news, public: answers shared by every visitor, briefly cached here and by browsers. */
export const newsRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, newsPaths.list), async (request, reply) =>
    sendPublicAnswer(reply, await newsListAnswer(context, request.query), 60),
  );

  app.get(routeOf(app, newsPaths.one), async (request, reply) => sendPublicAnswer(reply, await articleAnswer(context, request.params), 60));

  done();
};
