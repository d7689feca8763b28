import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { brusselsToday } from "../../../domain/dates.ts";
import { searchFiltersSchema } from "../../../domain/search-filters.ts";
import type { AppContext } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams, limitSchema } from "../../../domain/contracts/common-input.ts";
import { getActivity, listActivities } from "./service.ts";

const listQuery = searchFiltersSchema.extend({
  scope: z.enum(["active", "archived", "all"], { error: "La portée doit être active, archived ou all" }).default("active"),
  limit: limitSchema,
});

export function activityRoutes(app: FastifyInstance, { db, publicCache }: AppContext) {
  app.get("/api/activities", async (request, reply) => {
    const { scope, limit, ...filters } = parseInput(listQuery, request.query);
    const today = brusselsToday();
    // The key is the parsed query, so junk parameters cannot multiply cache entries.
    const answer = await publicCache.remember(`activities:${today}:${JSON.stringify({ scope, limit, filters })}`, async () => ({
      activities: await listActivities(db, { scope, limit, filters, today }),
    }));
    return sendPublicAnswer(reply, answer);
  });

  app.get("/api/activities/:id", async (request, reply) => {
    const { id } = parseInput(idParams("ID de la plaine invalide"), request.params);
    const answer = await publicCache.remember(`activity:${id}`, async () => ({ activity: await getActivity(db, id) }));
    return sendPublicAnswer(reply, answer);
  });
}
