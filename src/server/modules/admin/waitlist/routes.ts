import { activityParams } from "../../../../domain/contracts/activities-input.ts";
import { adminWaitlistPaths, type AdminWaitlistResponse } from "../../../../domain/contracts/waitlist.ts";
import {
  moveWaitlistSchema,
  waitlistEntryParams,
  type WaitlistSettings,
  waitlistSettingsSchema,
} from "../../../../domain/contracts/waitlist-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { flatSnapshot, saveAudited } from "../../audit-log.ts";
import { adminWaitlist, getWaitlistSettings, moveEntry, removeEntry, saveWaitlistSettings, sendOfferByHand } from "../../waitlist/index.ts";

/** A plaine's waiting list for administrators: in order, moved, removed, an offer sent by hand; the offers' life. */
export const adminWaitlistRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache } = context;
  const deps = { db, config, mailer, publicCache };

  app.get(routeOf(app, adminWaitlistPaths.plaine), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    return (await adminWaitlist(db, id)) satisfies AdminWaitlistResponse;
  });

  app.post(routeOf(app, adminWaitlistPaths.move), async (request, reply) => {
    const { id } = parseInput(waitlistEntryParams, request.params);
    const { direction } = parseInput(moveWaitlistSchema, request.body ?? {});
    await moveEntry(deps, request.user, id, direction);
    return reply.status(204).send();
  });

  app.delete(routeOf(app, adminWaitlistPaths.entry), async (request, reply) => {
    const { id } = parseInput(waitlistEntryParams, request.params);
    await removeEntry(deps, request.user, id);
    return reply.status(204).send();
  });

  app.post(routeOf(app, adminWaitlistPaths.offer), async (request, reply) => {
    const { id } = parseInput(waitlistEntryParams, request.params);
    await sendOfferByHand(deps, request.user, id);
    return reply.status(204).send();
  });

  app.get(routeOf(app, adminWaitlistPaths.settings), async () => (await getWaitlistSettings(db)) satisfies WaitlistSettings);

  app.put(routeOf(app, adminWaitlistPaths.settings), async (request) => {
    const input = parseInput(waitlistSettingsSchema, request.body ?? {});
    const saved = await saveAudited(db, request.user, "waitlist_rules", {
      read: async (tx) => flatSnapshot(await getWaitlistSettings(tx)),
      save: (tx) => saveWaitlistSettings(tx, input),
    });
    // The terms and the privacy policy state the offer's hours (modules/legal): they show the change at once.
    publicCache.clear();
    return saved satisfies WaitlistSettings;
  });

  done();
};
