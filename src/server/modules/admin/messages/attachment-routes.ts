import { messageAttachmentParams, messageAttachmentQuery } from "../../../../domain/contracts/admin-messages-input.ts";
import { adminMessagePaths, type MessageAttachmentView } from "../../../../domain/contracts/admin-messages.ts";
import { ATTACHMENT_SIZE_ERROR, MESSAGE_ATTACHMENT_MAX_BYTES } from "../../../../domain/family-messages.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { acceptRawFileBody } from "../../../http/raw-file-body.ts";
import { routeOf } from "../../../http/route-path.ts";
import { openAttachmentForAdmin, replyWithAttachment, storeMessageAttachment } from "../../messages/index.ts";

/**
 * The files of a message to families (decision 0061): sent one at a time while it is written, the
 * bytes as the body whatever type the browser declares (the type is read from the content), `?name=`
 * the file's name; Fastify refuses a body over 5 MB before reading it, in French. Administrators
 * open them again here; the area's answers are never stored by a cache.
 */
export const adminMessageAttachmentRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, documents } = context;
  acceptRawFileBody(app, MESSAGE_ATTACHMENT_MAX_BYTES, ATTACHMENT_SIZE_ERROR);

  app.post(routeOf(app, adminMessagePaths.attachments), async (request, reply) => {
    const { name } = parseInput(messageAttachmentQuery, request.query);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const stored = await storeMessageAttachment({ db, documents }, request.user, { bytes, name }, nowOf(context.clock));
    return reply.status(201).send(stored satisfies MessageAttachmentView);
  });

  app.get(routeOf(app, adminMessagePaths.attachment), async (request, reply) => {
    const { id } = parseInput(messageAttachmentParams, request.params);
    return replyWithAttachment(reply, await openAttachmentForAdmin({ db, documents }, id));
  });

  done();
};
