import { type WaitlistJoinResponse, type WaitlistListResponse, waitlistPaths } from "../../../domain/contracts/waitlist.ts";
import { joinWaitlistSchema, waitlistEntryParams } from "../../../domain/contracts/waitlist-input.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { joinWaitlist, leaveWaitlist, listOwnEntries } from "./service.ts";

/**
 * A parent's waiting list (signed-in area): join a full plaine's list, see the entries and their
 * position, leave or decline an offer. Another family's entry answers 404, like one that does not exist.
 */
export const waitlistRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache } = context;
  const deps = { db, config, mailer, publicCache };

  app.get(routeOf(app, waitlistPaths.list), async (request) => {
    return { entries: await listOwnEntries(db, request.user.id) } satisfies WaitlistListResponse;
  });

  app.post(routeOf(app, waitlistPaths.list), async (request, reply) => {
    const input = parseInput(joinWaitlistSchema, request.body ?? {});
    const entry = await joinWaitlist(deps, request.user, input, nowOf(context.clock));
    return reply.status(201).send({ entry } satisfies WaitlistJoinResponse);
  });

  app.delete(routeOf(app, waitlistPaths.entry), async (request, reply) => {
    const { id } = parseInput(waitlistEntryParams, request.params);
    await leaveWaitlist(deps, request.user, id);
    return reply.status(204).send();
  });

  done();
};
