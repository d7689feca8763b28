import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { HttpError } from "../../http/errors.ts";

/** Who is signed in: the header, the guards and the role checks of the web app start here. */
export function accountRoutes(app: FastifyInstance, context: AppContext) {
  app.get("/api/me", async (request, reply) => {
    neverCache(reply);
    const user = await currentUser(context, request);
    if (!user) throw new HttpError("UNAUTHENTICATED", "Vous n'êtes pas connecté.");
    return { user };
  });
}
