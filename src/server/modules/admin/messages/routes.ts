import { familyMessageParams, familyMessagePreviewSchema, familyMessageSchema } from "../../../../domain/contracts/admin-messages-input.ts";
import {
  adminMessagePaths,
  type FamilyMessageDetail,
  type FamilyMessagePreview,
  type FamilyMessageSummary,
} from "../../../../domain/contracts/admin-messages.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { cancelMessage, createMessage, listMessages, messageDetail, previewMessage, updateMessage } from "../../messages/index.ts";

/** 'Messages aux familles': write to the parents of a plaine, see how many and one family's copy, send now or later, follow each message. */
export const adminMessageRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, jobs } = context;
  const deps = { db, jobs };

  app.get(routeOf(app, adminMessagePaths.list), async () => (await listMessages(db)) satisfies FamilyMessageSummary[]);

  app.post(routeOf(app, adminMessagePaths.preview), async (request) => {
    const input = parseInput(familyMessagePreviewSchema, request.body ?? {});
    return (await previewMessage(db, input)) satisfies FamilyMessagePreview;
  });

  app.post(routeOf(app, adminMessagePaths.list), async (request, reply) => {
    const input = parseInput(familyMessageSchema, request.body ?? {});
    const id = await createMessage(deps, request.user, input, nowOf(context.clock));
    return reply.status(201).send((await messageDetail(db, id)) satisfies FamilyMessageDetail);
  });

  app.get(routeOf(app, adminMessagePaths.message), async (request) => {
    const { id } = parseInput(familyMessageParams, request.params);
    return (await messageDetail(db, id)) satisfies FamilyMessageDetail;
  });

  app.put(routeOf(app, adminMessagePaths.message), async (request) => {
    const { id } = parseInput(familyMessageParams, request.params);
    const input = parseInput(familyMessageSchema, request.body ?? {});
    await updateMessage(deps, request.user, id, input, nowOf(context.clock));
    return (await messageDetail(db, id)) satisfies FamilyMessageDetail;
  });

  app.post(routeOf(app, adminMessagePaths.cancel), async (request) => {
    const { id } = parseInput(familyMessageParams, request.params);
    await cancelMessage(deps, request.user, id, nowOf(context.clock));
    return (await messageDetail(db, id)) satisfies FamilyMessageDetail;
  });

  done();
};
