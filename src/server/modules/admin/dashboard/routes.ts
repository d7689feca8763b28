import { type AdminDashboard, adminDashboardPaths } from "../../../../domain/contracts/admin-dashboard.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { routeOf } from "../../../http/route-path.ts";
import { adminDashboard } from "./service.ts";

/** The dashboard's figures: what is missing before opening, fill rates, unpaid transfers, refunds due, the newest registrations. */
export const adminDashboardRoutes: RoutePlugin = (app, { context: { db, config, clock } }, done) => {
  app.get(routeOf(app, adminDashboardPaths.dashboard), async () => {
    const now = nowOf(clock);
    return (await adminDashboard({ db, config }, brusselsToday(now), now)) satisfies AdminDashboard;
  });
  done();
};
