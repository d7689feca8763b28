import { adminHistoryPaths, type AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import { historyParams } from "../../../../domain/contracts/admin-history-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { auditHistory } from "../../audit-log.ts";

/** A record's 'Historique des modifications'. */
export const adminHistoryRoutes: RoutePlugin = (app, { context: { db } }, done) => {
  app.get(routeOf(app, adminHistoryPaths.history), async (request) => {
    const { entity, id } = parseInput(historyParams, request.params);
    return { entries: await auditHistory(db, entity, id) } satisfies AuditHistoryResponse;
  });
  done();
};
