import { sql } from "drizzle-orm";
import type { RoutePlugin } from "../../context.ts";

type Check = "ok" | "unavailable";

/**
 * For load balancers and uptime checks (an area open to anyone): what this process uses and
 * whether it answers — the database, the job queue (and whether this process runs jobs), the
 * image storage. 200 when the database answers (a process without it can serve nothing), 503
 * otherwise; a queue or a storage out of reach is said, without taking the process out of the
 * pool, since pages and registrations do not wait for either.
 */
export const healthRoutes: RoutePlugin = (app, { context: { db, database, jobs, media } }, done) => {
  const probe = async (what: string, check: () => Promise<unknown>): Promise<Check> => {
    try {
      await check();
      return "ok";
    } catch (error) {
      app.log.error({ err: error }, `health check: ${what} unreachable`);
      return "unavailable";
    }
  };

  app.get("/api/health", async (_request, reply) => {
    const [databaseState, queueState, storageState] = await Promise.all([
      probe("database", () => db.execute(sql`select 1`)),
      probe("job queue", () => jobs.check()),
      probe("storage", () => media.check()),
    ]);
    const answer = {
      status: databaseState === "ok" ? "ok" : "unavailable",
      database: { kind: database.kind, state: databaseState },
      queue: { kind: "pg-boss", state: queueState, runsJobs: jobs.runsJobs },
      storage: { kind: media.kind, state: storageState },
    };
    return reply.status(databaseState === "ok" ? 200 : 503).send(answer);
  });

  done();
};
