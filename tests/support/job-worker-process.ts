/**
 * A separate process that takes one job and dies in the middle of it: it starts the queue on the
 * database named by its argument, runs jobs of "essai-interrompu" by recording that it started
 * (table essai_debuts) and then never finishing, so the test can kill it there.
 *
 *   node tests/support/job-worker-process.ts postgres://…
 */
import pg from "pg";
import { JobQueue } from "../../src/server/jobs/job-queue.ts";
import { INTERRUPTED_JOB } from "./job-definitions.ts";

const url = process.argv[2];
const pool = new pg.Pool({ connectionString: url, max: 2 });
const queue = new JobQueue({ kind: "postgres", url, pool }, { pollingIntervalSeconds: 0.5 });
await queue.start(
  [
    {
      ...INTERRUPTED_JOB,
      async run(job) {
        await pool.query("insert into essai_debuts (job_id, pid) values ($1, $2)", [job.id, process.pid]);
        await new Promise(() => undefined); // killed here
      },
    },
  ],
  { work: true },
);
console.log("ready");
