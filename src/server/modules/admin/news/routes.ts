import { type AdminArticleResponse, type AdminNewsListResponse, adminNewsPaths } from "../../../../domain/contracts/admin-news.ts";
import { adminArticleParams, newsFormSchema } from "../../../../domain/contracts/admin-news-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { createArticle, deleteArticle, getAnyArticle, listAllNews, updateArticle } from "./service.ts";

/** The news of the back office: every article (scheduled ones too), the form and delete, each audited. */
export const adminNewsRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, media, mailer, publicCache } = context;
  const deps = { db, media, mailer, publicCache, log: app.log };

  app.get(routeOf(app, adminNewsPaths.list), async () => {
    return { news: await listAllNews(db) } satisfies AdminNewsListResponse;
  });

  app.post(routeOf(app, adminNewsPaths.list), async (request, reply) => {
    const input = parseInput(newsFormSchema, request.body ?? {});
    return reply.status(201).send({ article: await createArticle(deps, request.user, input) } satisfies AdminArticleResponse);
  });

  app.get(routeOf(app, adminNewsPaths.one), async (request) => {
    const { id } = parseInput(adminArticleParams, request.params);
    return { article: await getAnyArticle(db, id) } satisfies AdminArticleResponse;
  });

  app.put(routeOf(app, adminNewsPaths.one), async (request) => {
    const { id } = parseInput(adminArticleParams, request.params);
    const input = parseInput(newsFormSchema, request.body ?? {});
    return { article: await updateArticle(deps, request.user, id, input) } satisfies AdminArticleResponse;
  });

  app.delete(routeOf(app, adminNewsPaths.one), async (request, reply) => {
    const { id } = parseInput(adminArticleParams, request.params);
    await deleteArticle(deps, request.user, id);
    return reply.status(204).send();
  });

  done();
};
