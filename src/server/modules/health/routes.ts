import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { neverCache } from "../../http/cache.ts";

/** For load balancers and uptime checks: 200 when the database answers, 503 otherwise. */
export function healthRoutes(app: FastifyInstance, { db, database }: AppContext) {
  app.get("/api/health", async (request, reply) => {
    neverCache(reply);
    try {
      await db.execute(sql`select 1`);
      return { status: "ok", database: database.kind };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "unavailable", database: database.kind });
    }
  });
}
