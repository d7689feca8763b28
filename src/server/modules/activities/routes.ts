import type { Activity } from "../../../domain/activity.ts";
import {
  type ActivityListResponse,
  type ActivityOpeningResponse,
  activityPaths,
  type ActivityResponse,
} from "../../../domain/contracts/activities.ts";
import { activityListQuery, activityParams } from "../../../domain/contracts/activities-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { registrationOpening } from "../../../domain/registration-opening.ts";
import { type AppContext, nowOf, type RoutePlugin } from "../../context.ts";
import { neverCache, sendPublicAnswer } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import type { SerialisedAnswer } from "../../http/public-cache.ts";
import { routeOf } from "../../http/route-path.ts";
import { getActivity, listActivities } from "./service.ts";

type PublicDeps = Pick<AppContext, "db" | "publicCache">;

/**
 * The answer of GET /api/activities for a query string, from the short-lived cache: the API and
 * the server-rendered pages (modules/pages) share it. Throws the API's 400 for a refused query.
 */
export function activityListAnswer({ db, publicCache }: PublicDeps, query: unknown): Promise<SerialisedAnswer> {
  const { scope, limit, ...filters } = parseInput(activityListQuery, query);
  const today = brusselsToday();
  // The key is the parsed query, so junk parameters cannot multiply cache entries.
  return publicCache.remember(
    `activities:${today}:${JSON.stringify({ scope, limit, filters })}`,
    async () => ({ activities: await listActivities(db, { scope, limit, filters, today }) }) satisfies ActivityListResponse,
  );
}

/** The answer of GET /api/activities/:id; throws the API's 400 or 404. */
export function activityAnswer({ db, publicCache }: PublicDeps, params: unknown): Promise<SerialisedAnswer> {
  const { id } = parseInput(activityParams, params);
  return publicCache.remember(`activity:${id}`, async () => ({ activity: await getActivity(db, id) }) satisfies ActivityResponse);
}

/**
 * The answer of GET /api/activities/:id/opening: the plaine's opening (from the cached answer of
 * the plaine: the rush of the opening asks it often) against the site's clock, at this instant.
 */
export async function activityOpeningAnswer(
  context: PublicDeps & Pick<AppContext, "clock">,
  params: unknown,
): Promise<ActivityOpeningResponse> {
  const { activity } = JSON.parse((await activityAnswer(context, params)).json) as { activity: Activity };
  return { opening: registrationOpening(activity.registrationsOpenAt, nowOf(context.clock)) };
}

/** The plaines, public: answers shared by every visitor, briefly cached here and by browsers; the opening's never. */
export const activityRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, activityPaths.list), async (request, reply) =>
    sendPublicAnswer(reply, await activityListAnswer(context, request.query)),
  );

  app.get(routeOf(app, activityPaths.one), async (request, reply) =>
    sendPublicAnswer(reply, await activityAnswer(context, request.params)),
  );

  app.get(routeOf(app, activityPaths.opening), async (request, reply) => {
    const answer = await activityOpeningAnswer(context, request.params);
    neverCache(reply);
    return answer satisfies ActivityOpeningResponse;
  });

  done();
};
