import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";

/**
 * Who is signed in: the header, the guards and the role checks of the web app start here.
 * Nobody signed in is an answer, not an error: `{ user: null }` with 200.
 */
export function accountRoutes(app: FastifyInstance, context: AppContext) {
  app.get("/api/me", async (request, reply) => {
    neverCache(reply);
    return { user: await currentUser(context, request) };
  });
}
