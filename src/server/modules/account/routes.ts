import { accountPaths, type MeResponse } from "../../../domain/contracts/account.ts";
import { currentUser, hasQualifications, isInTeam } from "../../auth/guards.ts";
import type { RoutePlugin } from "../../context.ts";
import { routeOf } from "../../http/route-path.ts";

/**
 * Who is signed in (an area open to anyone, answers never stored): the header, the guards and the
 * role checks of the web app start here. Nobody signed in is an answer, not an error:
 * `{ user: null }` with 200. Whether the person is in the team is read from the database on each
 * answer, as the team's area reads it: a role revoked a moment ago no longer shows 'Mon équipe'
 * (and, while their qualifications are kept, 'Mes qualifications' shows in 'Mon espace').
 */
export const accountRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, accountPaths.me), async (request) => {
    const user = await currentUser(context, request);
    if (!user) return { user: null } satisfies MeResponse;
    const [inTeam, keepsQualifications] = await Promise.all([isInTeam(context.db, user.id), hasQualifications(context.db, user.id)]);
    return { user: { ...user, inTeam, keepsQualifications } } satisfies MeResponse;
  });

  done();
};
