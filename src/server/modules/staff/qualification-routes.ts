import {
  qualificationQuery,
  staffParams,
  staffPaths,
  type QualificationListResponse,
  type QualificationView,
} from "../../../domain/contracts/staff.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { ATTACHMENT_SIZE_ERROR, MESSAGE_ATTACHMENT_MAX_BYTES } from "../../../domain/family-messages.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { inlineDisposition } from "../../http/content-disposition.ts";
import { parseInput } from "../../http/errors.ts";
import { acceptRawFileBody } from "../../http/raw-file-body.ts";
import { routeOf } from "../../http/route-path.ts";
import { addQualification, assertOwnQualificationsOpen, openQualificationProof, qualificationsOf } from "./qualifications.ts";

/**
 * 'Mes qualifications' read (signed-in area, decision 0065): a person's own list and proofs, open
 * to the team and, once every role has ended, to a former member whose qualifications are still
 * kept (the retention year); nothing else of the team's area is. Anybody else gets the team's 403.
 */
export const ownQualificationRoutes: RoutePlugin = (app, { context: { db, clock, documents } }, done) => {
  app.get(routeOf(app, staffPaths.myQualifications), async (request) => {
    await assertOwnQualificationsOpen(db, request.user.id);
    const today = brusselsToday(nowOf(clock));
    return { qualifications: await qualificationsOf(db, request.user.id, today) } satisfies QualificationListResponse;
  });

  app.get(routeOf(app, staffPaths.myQualificationProof), async (request, reply) => {
    const { id } = parseInput(staffParams, request.params);
    await assertOwnQualificationsOpen(db, request.user.id);
    const proof = await openQualificationProof({ db, documents }, request.user, id, request.user.id);
    return reply
      .type(proof.contentType)
      .header("content-disposition", inlineDisposition(proof.fileName, "preuve"))
      .header("cache-control", "private, no-store")
      .send(proof.stream);
  });

  done();
};

/**
 * A person of the team adds their own qualification (team's area): the administrators' input (the
 * proof's bytes as the body, its type read from them; the details in the query), for themselves
 * only, declared by them (logged with them as the author). Deleting stays the administrators'.
 */
export const ownQualificationUploadRoutes: RoutePlugin = (app, { context: { db, clock, documents } }, done) => {
  acceptRawFileBody(app, MESSAGE_ATTACHMENT_MAX_BYTES, ATTACHMENT_SIZE_ERROR);

  app.post(routeOf(app, staffPaths.myQualifications), async (request, reply) => {
    const input = parseInput(qualificationQuery, request.query);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const today = brusselsToday(nowOf(clock));
    const added = await addQualification({ db, documents }, request.user, request.user.id, input, bytes, today);
    return reply.status(201).send(added satisfies QualificationView);
  });

  done();
};
