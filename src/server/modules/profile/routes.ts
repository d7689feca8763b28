import { profilePaths, type ProfileResponse } from "../../../domain/contracts/profile.ts";
import { profileSchema } from "../../../domain/contracts/profile-input.ts";
import type { RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { getProfile, updateProfile } from "./service.ts";

/** A parent reads and changes their own profile only (signed-in area): the id always comes from the session. */
export const profileRoutes: RoutePlugin = (app, { context: { db, cipher } }, done) => {
  app.get(routeOf(app, profilePaths.own), async (request) => {
    return { profile: await getProfile({ db, cipher }, request.user.id) } satisfies ProfileResponse;
  });

  app.put(routeOf(app, profilePaths.own), async (request) => {
    const input = parseInput(profileSchema, request.body ?? {});
    return { profile: await updateProfile({ db, cipher }, request.user.id, input) } satisfies ProfileResponse;
  });

  done();
};
