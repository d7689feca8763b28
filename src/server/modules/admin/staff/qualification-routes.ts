import {
  qualificationQuery,
  staffParams,
  staffPaths,
  staffPersonParams,
  type QualificationListResponse,
  type QualificationView,
} from "../../../../domain/contracts/staff.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { ATTACHMENT_SIZE_ERROR, MESSAGE_ATTACHMENT_MAX_BYTES } from "../../../../domain/family-messages.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { inlineDisposition } from "../../../http/content-disposition.ts";
import { parseInput } from "../../../http/errors.ts";
import { acceptRawFileBody } from "../../../http/raw-file-body.ts";
import { routeOf } from "../../../http/route-path.ts";
import {
  addQualification,
  confirmQualification,
  deleteQualification,
  openQualificationProof,
  qualificationsOf,
} from "../../staff/index.ts";

/**
 * A person's qualifications on 'Équipe' (decision 0065): listed, added with their proof (the bytes
 * as the body whatever type the browser declares, the details in the query; Fastify refuses a body
 * over 5 MB before reading it), the proof opened (logged), one the person declared checked, and deleted. Never stored by a cache.
 */
export const adminQualificationRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, documents, clock } = context;
  acceptRawFileBody(app, MESSAGE_ATTACHMENT_MAX_BYTES, ATTACHMENT_SIZE_ERROR);

  app.get(routeOf(app, staffPaths.personQualifications), async (request) => {
    const { id } = parseInput(staffPersonParams, request.params);
    const today = brusselsToday(nowOf(clock));
    return { qualifications: await qualificationsOf(db, id, today) } satisfies QualificationListResponse;
  });

  app.post(routeOf(app, staffPaths.personQualifications), async (request, reply) => {
    const { id } = parseInput(staffPersonParams, request.params);
    const input = parseInput(qualificationQuery, request.query);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const today = brusselsToday(nowOf(clock));
    const added = await addQualification({ db, documents }, request.user, id, input, bytes, today);
    return reply.status(201).send(added satisfies QualificationView);
  });

  app.get(routeOf(app, staffPaths.qualificationProof), async (request, reply) => {
    const { id } = parseInput(staffParams, request.params);
    const proof = await openQualificationProof({ db, documents }, request.user, id, null);
    return reply
      .type(proof.contentType)
      .header("content-disposition", inlineDisposition(proof.fileName, "preuve"))
      .header("cache-control", "private, no-store")
      .send(proof.stream);
  });

  app.post(routeOf(app, staffPaths.qualificationConfirm), async (request) => {
    const { id } = parseInput(staffParams, request.params);
    return (await confirmQualification(db, request.user, id, brusselsToday(nowOf(clock)))) satisfies QualificationView;
  });

  app.delete(routeOf(app, staffPaths.qualification), async (request, reply) => {
    const { id } = parseInput(staffParams, request.params);
    await deleteQualification({ db, documents, log: request.log }, request.user, id);
    return reply.status(204).send();
  });

  done();
};
