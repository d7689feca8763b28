import { accountPaths, type MeResponse } from "../../../domain/contracts/account.ts";
import { currentUser } from "../../auth/guards.ts";
import type { RoutePlugin } from "../../context.ts";
import { routeOf } from "../../http/route-path.ts";

/**
 * Who is signed in (an area open to anyone, answers never stored): the header, the guards and the
 * role checks of the web app start here. Nobody signed in is an answer, not an error:
 * `{ user: null }` with 200.
 */
export const accountRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, accountPaths.me), async (request) => {
    return { user: await currentUser(context, request) } satisfies MeResponse;
  });

  done();
};
