import { sql } from "drizzle-orm";
import type { RoutePlugin } from "../../context.ts";

/** For load balancers and uptime checks (an area open to anyone): 200 when the database answers, 503 otherwise. */
export const healthRoutes: RoutePlugin = (app, { context: { db, database } }, done) => {
  app.get("/api/health", async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: database.kind });
    }
  });

  done();
};
