import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { sessionUser } from "../../auth/routes.ts";
import { profiles } from "../../db/schema.ts";
import { neverCache } from "../../http/cache.ts";
import { HttpError } from "../../http/errors.ts";

/** Who is signed in: the header, the guards and the role checks of the web app start here. */
export function accountRoutes(app: FastifyInstance, { db, auth }: AppContext) {
  app.get("/api/me", async (request, reply) => {
    neverCache(reply);
    const user = await sessionUser(auth, request);
    if (!user) throw new HttpError("UNAUTHENTICATED", "Vous n'êtes pas connecté.");
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    return {
      user: {
        id: user.id,
        email: user.email,
        firstName: profile?.firstName ?? user.name,
        lastName: profile?.lastName ?? "",
        isAdmin: profile?.role === "admin",
      },
    };
  });
}
