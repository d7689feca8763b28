import { messagePaths, type ParentMessagesResponse, parentMessageParams } from "../../../domain/contracts/messages.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { markMessageRead, parentMessages } from "./service.ts";

/** 'Messages' in the parent's space (signed-in area): the parent comes from the session, never from the request. */
export const messageRoutes: RoutePlugin = (app, { context }, done) => {
  const { db } = context;
  app.get(routeOf(app, messagePaths.list), async (request) => {
    return { messages: await parentMessages(db, request.user.id) } satisfies ParentMessagesResponse;
  });
  app.post(routeOf(app, messagePaths.read), async (request, reply) => {
    const { id } = parseInput(parentMessageParams, request.params);
    await markMessageRead(db, request.user.id, id, nowOf(context.clock));
    return reply.status(204).send();
  });
  done();
};
