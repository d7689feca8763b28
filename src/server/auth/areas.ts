import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { AppContext, RouteOptions, RoutePlugin } from "../context.ts";
import { neverCache } from "../http/cache.ts";
import { type CurrentUser, requireAdmin, requireStaff, requireUser, type StaffGrant } from "./guards.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Who is signed in, for the routes of the signed-in and administrators' areas only: their
     * hook sets it before any handler runs (elsewhere nothing does).
     */
    user: CurrentUser;
    /** The plaines the person works on and their role there: set by the team's area's hook only. */
    staff: StaffGrant[];
  }
}

/**
 * Who may call the routes of an area. Every answer of an area depends on who asks, so none is
 * ever stored (Cache-Control: private, no-store):
 * - anyone: nobody is refused (who is signed in, the health check);
 * - signed-in: no session is a 401 in French;
 * - admin: no session is a 401, anybody but an administrator a 403;
 * - staff: no session is a 401, anybody without a role of the team on a plaine a 403 (each route
 *   then checks the plaine, the day and the group, decision 0063).
 */
export type Audience = "anyone" | "signed-in" | "admin" | "staff";

/**
 * One area of the API: an encapsulated scope whose hook guards every route of the plugins
 * registered in it, and only those. The hook runs before the handler (preHandler), after the
 * body and the path and query were read: a malformed body stays a 400 for everybody, and a
 * signed-out visitor's malformed id a 401, as each handler validates its own input.
 */
export function area(audience: Audience, plugins: RoutePlugin[]): FastifyPluginAsync<RouteOptions> {
  return async (scope, { context }) => {
    guard(scope, context, audience);
    // Only the context goes on: a prefix this area was given is already the scope's.
    for (const plugin of plugins) await scope.register(plugin, { context });
  };
}

function guard(scope: FastifyInstance, context: AppContext, audience: Audience) {
  // Declared on this scope's requests only, so they all have the same shape; the hook fills it in.
  if (audience !== "anyone") scope.decorateRequest("user");
  if (audience === "staff") scope.decorateRequest("staff");
  scope.addHook("preHandler", async (request, reply) => {
    neverCache(reply);
    if (audience === "signed-in") request.user = await requireUser(context, request);
    if (audience === "admin") request.user = await requireAdmin(context, request);
    if (audience === "staff") ({ user: request.user, grants: request.staff } = await requireStaff(context, request));
  });
}
