import { activityPaths, type ActivityListResponse, type ActivityResponse } from "../../../domain/contracts/activities.ts";
import { activityListQuery, activityParams } from "../../../domain/contracts/activities-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { RoutePlugin } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { getActivity, listActivities } from "./service.ts";

/** The plaines, public: answers shared by every visitor, briefly cached here and by browsers. */
export const activityRoutes: RoutePlugin = (app, { context: { db, publicCache } }, done) => {
  app.get(routeOf(app, activityPaths.list), async (request, reply) => {
    const { scope, limit, ...filters } = parseInput(activityListQuery, request.query);
    const today = brusselsToday();
    // The key is the parsed query, so junk parameters cannot multiply cache entries.
    const answer = await publicCache.remember(
      `activities:${today}:${JSON.stringify({ scope, limit, filters })}`,
      async () => ({ activities: await listActivities(db, { scope, limit, filters, today }) }) satisfies ActivityListResponse,
    );
    return sendPublicAnswer(reply, answer);
  });

  app.get(routeOf(app, activityPaths.one), async (request, reply) => {
    const { id } = parseInput(activityParams, request.params);
    const answer = await publicCache.remember(
      `activity:${id}`,
      async () => ({ activity: await getActivity(db, id) }) satisfies ActivityResponse,
    );
    return sendPublicAnswer(reply, answer);
  });

  done();
};
