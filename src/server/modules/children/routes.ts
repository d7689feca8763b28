import {
  type ChildInvitationResponse,
  childrenPaths,
  type ChildrenListResponse,
  type ChildResponse,
} from "../../../domain/contracts/children.ts";
import {
  childInvitationSchema,
  childParams,
  childrenListQuery,
  childSchema,
  invitationToken,
} from "../../../domain/contracts/children-input.ts";
import type { RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { acceptInvitation, cancelInvitation, invitationView, inviteSecondParent, unlinkSecondParent } from "./family.ts";
import { createChild, deleteChild, getChild, listChildren, updateChild, withdrawMedicalConsent } from "./service.ts";

/** A parent's own children (signed-in area): the parent id always comes from the session, never from the request. */
export const childrenRoutes: RoutePlugin = (app, { context: { db, cipher, mailer, config } }, done) => {
  const deps = { db, cipher };
  const family = { db, mailer, config };
  app.get(routeOf(app, childrenPaths.list), async (request) => {
    const { sort } = parseInput(childrenListQuery, request.query);
    return { children: await listChildren(deps, request.user.id, sort) } satisfies ChildrenListResponse;
  });

  app.post(routeOf(app, childrenPaths.list), async (request, reply) => {
    const input = parseInput(childSchema, request.body ?? {});
    return reply.status(201).send({ child: await createChild(deps, request.user, input) } satisfies ChildResponse);
  });

  app.get(routeOf(app, childrenPaths.one), async (request) => {
    const { id } = parseInput(childParams, request.params);
    return { child: await getChild(deps, request.user.id, id) } satisfies ChildResponse;
  });

  app.put(routeOf(app, childrenPaths.one), async (request) => {
    const { id } = parseInput(childParams, request.params);
    const input = parseInput(childSchema, request.body ?? {});
    return { child: await updateChild(deps, request.user, id, input) } satisfies ChildResponse;
  });

  app.delete(routeOf(app, childrenPaths.one), async (request) => {
    const { id } = parseInput(childParams, request.params);
    return { child: await deleteChild(deps, request.user.id, id) } satisfies ChildResponse;
  });

  app.delete(routeOf(app, childrenPaths.medicalConsent), async (request) => {
    const { id } = parseInput(childParams, request.params);
    return { child: await withdrawMedicalConsent(deps, request.user, id) } satisfies ChildResponse;
  });

  // Separated parents (decision 0058): the invitation, the link, and its end.
  app.post(routeOf(app, childrenPaths.invitation), async (request) => {
    const { id } = parseInput(childParams, request.params);
    const input = parseInput(childInvitationSchema, request.body ?? {});
    await inviteSecondParent(family, request.user, id, input);
    return { child: await getChild(deps, request.user.id, id) } satisfies ChildResponse;
  });

  app.delete(routeOf(app, childrenPaths.invitation), async (request) => {
    const { id } = parseInput(childParams, request.params);
    await cancelInvitation(db, request.user, id);
    return { child: await getChild(deps, request.user.id, id) } satisfies ChildResponse;
  });

  app.delete(routeOf(app, childrenPaths.secondParent), async (request) => {
    const { id } = parseInput(childParams, request.params);
    await unlinkSecondParent(family, request.user, id);
    return { unlinked: true };
  });

  app.get(routeOf(app, childrenPaths.invitationByToken), async (request) => {
    const { token } = parseInput(invitationToken, request.query);
    return { invitation: await invitationView(db, request.user, token) } satisfies ChildInvitationResponse;
  });

  app.post(routeOf(app, childrenPaths.acceptInvitation), async (request) => {
    const { token } = parseInput(invitationToken, request.body ?? {});
    const childId = await acceptInvitation(family, request.user, token);
    return { child: await getChild(deps, request.user.id, childId) } satisfies ChildResponse;
  });

  done();
};
