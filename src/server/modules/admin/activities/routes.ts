import {
  type AdminActivityDeleteResponse,
  type AdminActivityListResponse,
  adminActivityPaths,
  type AdminActivityResponse,
} from "../../../../domain/contracts/admin-activities.ts";
import {
  activityCreateOptions,
  activityDuplicateSchema,
  activityFormSchema,
  activityPublicationSchema,
  adminActivityListQuery,
  adminActivityParams,
} from "../../../../domain/contracts/admin-activities-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { duplicateActivity } from "./duplicate.ts";
import { createActivity, deleteActivity, getAdminActivity, listAdminActivities, setPublication, updateActivity } from "./service.ts";

/**
 * The plaines of the back office: the list's tabs, the form (create, possibly as a draft; edit),
 * publish or back to draft, duplicate, and delete, each audited.
 */
export const adminActivityRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, media, mailer, publicCache, config } = context;
  const deps = { db, media, mailer, publicCache, config, log: app.log };

  app.get(routeOf(app, adminActivityPaths.list), async (request) => {
    const { scope } = parseInput(adminActivityListQuery, request.query);
    return { activities: await listAdminActivities(db, scope, brusselsToday()) } satisfies AdminActivityListResponse;
  });

  app.post(routeOf(app, adminActivityPaths.list), async (request, reply) => {
    const input = parseInput(activityFormSchema, request.body ?? {});
    const { draft } = parseInput(activityCreateOptions, request.body ?? {});
    const activity = await createActivity(deps, request.user, input, brusselsToday(), { draft });
    return reply.status(201).send({ activity } satisfies AdminActivityResponse);
  });

  app.get(routeOf(app, adminActivityPaths.one), async (request) => {
    const { id } = parseInput(adminActivityParams, request.params);
    return { activity: await getAdminActivity(db, id, brusselsToday()) } satisfies AdminActivityResponse;
  });

  app.put(routeOf(app, adminActivityPaths.one), async (request) => {
    const { id } = parseInput(adminActivityParams, request.params);
    const input = parseInput(activityFormSchema, request.body ?? {});
    return { activity: await updateActivity(deps, request.user, id, input, brusselsToday()) } satisfies AdminActivityResponse;
  });

  app.put(routeOf(app, adminActivityPaths.publication), async (request) => {
    const { id } = parseInput(adminActivityParams, request.params);
    const { published } = parseInput(activityPublicationSchema, request.body ?? {});
    return { activity: await setPublication(deps, request.user, id, published, brusselsToday()) } satisfies AdminActivityResponse;
  });

  app.post(routeOf(app, adminActivityPaths.duplicate), async (request, reply) => {
    const { id } = parseInput(adminActivityParams, request.params);
    const { startDate } = parseInput(activityDuplicateSchema, request.body ?? {});
    const activity = await duplicateActivity(db, request.user, id, startDate, brusselsToday());
    return reply.status(201).send({ activity } satisfies AdminActivityResponse);
  });

  app.delete(routeOf(app, adminActivityPaths.one), async (request) => {
    const { id } = parseInput(adminActivityParams, request.params);
    return (await deleteActivity(deps, request.user, id)) satisfies AdminActivityDeleteResponse;
  });

  done();
};
