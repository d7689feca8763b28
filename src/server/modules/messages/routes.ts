import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import {
  messagePaths,
  type ParentMessagesResponse,
  parentAttachmentParams,
  parentMessageParams,
} from "../../../domain/contracts/messages.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { inlineDisposition } from "../../http/content-disposition.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { openAttachmentForParent } from "./attachments.ts";
import { markMessageRead, parentMessages } from "./service.ts";

/** A file of a message sent as it is opened: shown in the browser under its name, never kept by a cache. */
export function replyWithAttachment(reply: FastifyReply, file: { fileName: string; contentType: string; stream: Readable }) {
  return reply
    .type(file.contentType)
    .header("content-disposition", inlineDisposition(file.fileName, "piece-jointe"))
    .header("cache-control", "private, no-store")
    .send(file.stream);
}

/** 'Messages' in the parent's space (signed-in area): the parent comes from the session, never from the request. */
export const messageRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, documents } = context;
  app.get(routeOf(app, messagePaths.list), async (request) => {
    return { messages: await parentMessages(db, request.user.id) } satisfies ParentMessagesResponse;
  });
  // A file of a message the parent received (their copy's id): never another family's, never cached.
  app.get(routeOf(app, messagePaths.attachment), async (request, reply) => {
    const { id, attachmentId } = parseInput(parentAttachmentParams, request.params);
    return replyWithAttachment(reply, await openAttachmentForParent({ db, documents }, request.user.id, id, attachmentId));
  });
  app.post(routeOf(app, messagePaths.read), async (request, reply) => {
    const { id } = parseInput(parentMessageParams, request.params);
    await markMessageRead(db, request.user.id, id, nowOf(context.clock));
    return reply.status(204).send();
  });
  done();
};
