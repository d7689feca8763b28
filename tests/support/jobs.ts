import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { JOBS_SCHEMA } from "../../src/server/jobs/job-queue.ts";

/**
 * A job of `queue` failed for good, as pg-boss leaves one whose retries are spent: sent through
 * the queue, then marked so in its table (no test waits through a job's real backoff).
 */
export async function insertFailedJob(app: FastifyInstance, queue: string, error = "stockage injoignable"): Promise<{ id: string }> {
  const id = await app.context.jobs.sendToQueue(queue, { test: true });
  if (!id) throw new Error(`queue ${queue} refused a job: one is already waiting`);
  await app.context.db.execute(sql`
    update ${sql.raw(JOBS_SCHEMA)}.job
       set state = 'failed', started_on = now(), completed_on = now(), retry_count = retry_limit,
           output = ${JSON.stringify({ message: error })}::jsonb
     where id = ${id}::uuid`);
  return { id };
}
