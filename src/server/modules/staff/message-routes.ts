import { familyMessagePreviewSchema, familyMessageSchema, messageAttachmentQuery } from "../../../domain/contracts/admin-messages-input.ts";
import type {
  FamilyMessageDetail,
  FamilyMessagePreview,
  FamilyMessageSummary,
  MessageAttachmentView,
} from "../../../domain/contracts/admin-messages.ts";
import { activityParams } from "../../../domain/contracts/admin-presences-input.ts";
import { COORDINATORS_WRITE, staffPaths, teamAttachmentParams, teamMessageParams } from "../../../domain/contracts/staff.ts";
import { ATTACHMENT_SIZE_ERROR, MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_NOT_FOUND } from "../../../domain/family-messages.ts";
import type { StaffGrant } from "../../auth/guards.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { notFound, parseInput } from "../../http/errors.ts";
import { acceptRawFileBody } from "../../http/raw-file-body.ts";
import { routeOf } from "../../http/route-path.ts";
import {
  cancelMessage,
  createMessage,
  listMessages,
  messageDetail,
  openAttachmentForTeam,
  previewMessage,
  replyWithAttachment,
  storeMessageAttachment,
  updateMessage,
} from "../messages/index.ts";
import { requireCoordinator } from "./ground.ts";

/** A message of the coordinateur's plaine, or a 403 (not their plaine, or an animateur) or a 404 (another plaine's message). */
async function plaineMessage(db: Db, grants: StaffGrant[], activityId: string, messageId: string): Promise<FamilyMessageDetail> {
  requireCoordinator(grants, activityId, COORDINATORS_WRITE);
  const detail = await messageDetail(db, messageId);
  if (detail.activityId !== activityId) throw notFound(MESSAGE_NOT_FOUND);
  return detail;
}

/**
 * The coordination writes to the families of its own plaine (decisions 0061, 0063): the
 * administrators' messages, their service and their audit, reduced to one plaine — the plaine of
 * the path, whatever the body names. The message's author is the coordinateur. Urgent texts stay
 * the administrators'.
 */
export const teamMessageRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, jobs, documents, clock } = context;
  const deps = { db, jobs, documents };

  app.get(routeOf(app, staffPaths.messages), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    requireCoordinator(request.staff, id, COORDINATORS_WRITE);
    return (await listMessages(db, id)) satisfies FamilyMessageSummary[];
  });

  app.post(routeOf(app, staffPaths.messagePreview), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    requireCoordinator(request.staff, id, COORDINATORS_WRITE);
    const input = parseInput(familyMessagePreviewSchema, request.body ?? {});
    return (await previewMessage(db, { ...input, activityId: id })) satisfies FamilyMessagePreview;
  });

  app.post(routeOf(app, staffPaths.messages), async (request, reply) => {
    const { id } = parseInput(activityParams, request.params);
    requireCoordinator(request.staff, id, COORDINATORS_WRITE);
    const input = parseInput(familyMessageSchema, request.body ?? {});
    const messageId = await createMessage(deps, request.user, { ...input, activityId: id }, nowOf(clock));
    return reply.status(201).send((await messageDetail(db, messageId)) satisfies FamilyMessageDetail);
  });

  app.get(routeOf(app, staffPaths.message), async (request) => {
    const { id, messageId } = parseInput(teamMessageParams, request.params);
    return (await plaineMessage(db, request.staff, id, messageId)) satisfies FamilyMessageDetail;
  });

  app.put(routeOf(app, staffPaths.message), async (request) => {
    const { id, messageId } = parseInput(teamMessageParams, request.params);
    await plaineMessage(db, request.staff, id, messageId);
    const input = parseInput(familyMessageSchema, request.body ?? {});
    await updateMessage(deps, request.user, messageId, { ...input, activityId: id }, nowOf(clock));
    return (await messageDetail(db, messageId)) satisfies FamilyMessageDetail;
  });

  app.post(routeOf(app, staffPaths.messageCancel), async (request) => {
    const { id, messageId } = parseInput(teamMessageParams, request.params);
    await plaineMessage(db, request.staff, id, messageId);
    await cancelMessage(deps, request.user, messageId, nowOf(clock));
    return (await messageDetail(db, messageId)) satisfies FamilyMessageDetail;
  });

  done();
};

/** The files of a coordinateur's message, sent one at a time while it is written (as the administrators', 5 MB at most). */
export const teamMessageAttachmentRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, documents, clock } = context;
  acceptRawFileBody(app, MESSAGE_ATTACHMENT_MAX_BYTES, ATTACHMENT_SIZE_ERROR);

  app.post(routeOf(app, staffPaths.messageAttachments), async (request, reply) => {
    const { id } = parseInput(activityParams, request.params);
    requireCoordinator(request.staff, id, COORDINATORS_WRITE);
    const { name } = parseInput(messageAttachmentQuery, request.query);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const stored = await storeMessageAttachment({ db, documents }, request.user, { bytes, name }, nowOf(clock));
    return reply.status(201).send(stored satisfies MessageAttachmentView);
  });

  app.get(routeOf(app, staffPaths.messageAttachment), async (request, reply) => {
    const { id, fileId } = parseInput(teamAttachmentParams, request.params);
    requireCoordinator(request.staff, id, COORDINATORS_WRITE);
    return replyWithAttachment(reply, await openAttachmentForTeam({ db, documents }, request.user.id, id, fileId));
  });

  done();
};
