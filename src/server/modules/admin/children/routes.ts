import { type AdminChildListResponse, adminChildPaths, type AdminChildSheet } from "../../../../domain/contracts/admin-children.ts";
import { adminChildParams } from "../../../../domain/contracts/admin-children-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { listChildrenForAdmin, openChildSheet } from "./service.ts";

/** Every child's file for the organisers: the list (no medical text) and a sheet, whose medical reads are recorded. */
export const adminChildrenRoutes: RoutePlugin = (app, { context: { db, cipher } }, done) => {
  app.get(routeOf(app, adminChildPaths.list), async () => {
    return { children: await listChildrenForAdmin(db, brusselsToday()) } satisfies AdminChildListResponse;
  });

  app.get(routeOf(app, adminChildPaths.sheet), async (request) => {
    const { id } = parseInput(adminChildParams, request.params);
    return (await openChildSheet({ db, cipher }, request.user, id, brusselsToday())) satisfies AdminChildSheet;
  });

  done();
};
