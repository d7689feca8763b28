import { childrenPaths, type ChildrenListResponse, type ChildResponse } from "../../../domain/contracts/children.ts";
import { childParams, childrenListQuery, childSchema } from "../../../domain/contracts/children-input.ts";
import type { RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { createChild, deleteChild, getChild, listChildren, updateChild, withdrawMedicalConsent } from "./service.ts";

/** A parent's own children (signed-in area): the parent id always comes from the session, never from the request. */
export const childrenRoutes: RoutePlugin = (app, { context: { db, cipher } }, done) => {
  const deps = { db, cipher };
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

  done();
};
