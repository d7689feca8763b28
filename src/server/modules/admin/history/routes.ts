import { type ActivityLogResponse, adminHistoryPaths, type AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import { activityLogQuery, historyParams } from "../../../../domain/contracts/admin-history-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { auditHistory } from "../../audit-log.ts";
import { activityLog } from "./activity-log.ts";

/** A record's 'Historique des modifications', and all of them in the 'Journal d'activité'. */
export const adminHistoryRoutes: RoutePlugin = (app, { context: { db } }, done) => {
  app.get(routeOf(app, adminHistoryPaths.history), async (request) => {
    const { entity, id } = parseInput(historyParams, request.params);
    return { entries: await auditHistory(db, entity, id) } satisfies AuditHistoryResponse;
  });

  app.get(routeOf(app, adminHistoryPaths.activityLog), async (request) => {
    const filters = parseInput(activityLogQuery, request.query);
    return (await activityLog(db, filters)) satisfies ActivityLogResponse;
  });
  done();
};
