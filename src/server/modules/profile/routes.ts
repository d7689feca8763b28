import type { FastifyInstance } from "fastify";
import { profileSchema } from "../../../domain/contracts/profile-input.ts";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { getProfile, updateProfile } from "./service.ts";

/** A parent reads and changes their own profile only: the id always comes from the session. */
export function profileRoutes(app: FastifyInstance, context: AppContext) {
  app.get("/api/profile", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    return { profile: await getProfile(context.db, user.id) };
  });

  app.put("/api/profile", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const input = parseInput(profileSchema, request.body ?? {});
    return { profile: await updateProfile(context.db, user.id, input) };
  });
}
