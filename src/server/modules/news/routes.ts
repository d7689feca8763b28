import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { brusselsToday } from "../../../domain/dates.ts";
import type { AppContext } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams, limitSchema } from "../../../domain/contracts/common-input.ts";
import { getPublishedArticle, listNews } from "./service.ts";

const listQuery = z.object({
  featured: z
    .enum(["true", "false"], { error: "Le filtre « à la une » doit valoir true ou false" })
    .transform((value) => value === "true")
    .optional(),
  limit: limitSchema,
});

export function newsRoutes(app: FastifyInstance, { db, publicCache }: AppContext) {
  app.get("/api/news", async (request, reply) => {
    const { featured, limit } = parseInput(listQuery, request.query);
    const today = brusselsToday();
    const answer = await publicCache.remember(`news:${today}:${featured}:${limit}`, async () => ({
      news: await listNews(db, { featured, limit, publishedBy: today }),
    }));
    return sendPublicAnswer(reply, answer, 60);
  });

  app.get("/api/news/:id", async (request, reply) => {
    const { id } = parseInput(idParams("ID de l'actualité invalide"), request.params);
    const today = brusselsToday();
    const answer = await publicCache.remember(`article:${today}:${id}`, async () => ({
      article: await getPublishedArticle(db, id, today),
    }));
    return sendPublicAnswer(reply, answer, 60);
  });
}
