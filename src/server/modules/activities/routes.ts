import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { brusselsToday } from "../../../domain/dates.ts";
import { searchFiltersSchema } from "../../../domain/search-filters.ts";
import { cachePublicly } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams, limitSchema } from "../../http/params.ts";
import type { AppContext } from "../../context.ts";
import { getActivity, listActivities } from "./service.ts";

const listQuery = searchFiltersSchema.extend({
  scope: z.enum(["active", "archived", "all"], { error: "La portée doit être active, archived ou all" }).default("active"),
  limit: limitSchema,
});

export function activityRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get("/api/activities", async (request, reply) => {
    const { scope, limit, ...filters } = parseInput(listQuery, request.query);
    const found = await listActivities(db, { scope, limit, filters, today: brusselsToday() });
    cachePublicly(reply);
    return { activities: found };
  });

  app.get("/api/activities/:id", async (request, reply) => {
    const { id } = parseInput(idParams("ID de la plaine invalide"), request.params);
    const activity = await getActivity(db, id);
    cachePublicly(reply);
    return { activity };
  });
}
