import { newsPaths, type NewsArticleResponse, type NewsListResponse } from "../../../domain/contracts/news.ts";
import { articleParams, newsListQuery } from "../../../domain/contracts/news-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { RoutePlugin } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { getPublishedArticle, listNews } from "./service.ts";

/** The published news, public: answers shared by every visitor, briefly cached here and by browsers. */
export const newsRoutes: RoutePlugin = (app, { context: { db, publicCache } }, done) => {
  app.get(routeOf(app, newsPaths.list), async (request, reply) => {
    const { featured, limit } = parseInput(newsListQuery, request.query);
    const today = brusselsToday();
    const answer = await publicCache.remember(
      `news:${today}:${featured}:${limit}`,
      async () => ({ news: await listNews(db, { featured, limit, publishedBy: today }) }) satisfies NewsListResponse,
    );
    return sendPublicAnswer(reply, answer, 60);
  });

  app.get(routeOf(app, newsPaths.one), async (request, reply) => {
    const { id } = parseInput(articleParams, request.params);
    const today = brusselsToday();
    const answer = await publicCache.remember(
      `article:${today}:${id}`,
      async () => ({ article: await getPublishedArticle(db, id, today) }) satisfies NewsArticleResponse,
    );
    return sendPublicAnswer(reply, answer, 60);
  });

  done();
};
