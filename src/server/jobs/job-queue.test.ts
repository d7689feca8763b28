import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { TestClock, type Job } from "pg-boss";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "../../../tests/support/databases.ts";
import { INTERRUPTED_JOB } from "../../../tests/support/job-definitions.ts";
import { JobQueue, type JobDefinition } from "./job-queue.ts";

const WORKER_SCRIPT = fileURLToPath(new URL("../../../tests/support/job-worker-process.ts", import.meta.url));

/** A definition for these tests: retried twice, quickly. */
function definition(name: string, run: (job: Job<object>) => Promise<unknown>, extra: Partial<JobDefinition> = {}): JobDefinition {
  return { name, label: name, retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60, run, ...extra };
}

describe.each(ENGINES)("the job queue on %s", (engine) => {
  let database: TestDatabase;
  let queues: JobQueue[] = [];
  let clock: TestClock;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    // A Monday of December in Brussels, 09:58:30.
    clock = new TestClock(new Date("2026-12-07T08:58:30Z"));
  });
  afterEach(async () => {
    await Promise.all(queues.map((queue) => queue.stop(1000)));
    queues = [];
    await database.dispose();
  });

  /** Moves the test's clock a step at a time (letting the workers poll) until `done` holds. */
  const advanceUntil = async (done: () => boolean, stepMs = 1_000, maxSteps = 120) => {
    for (let step = 0; step < maxSteps && !done(); step += 1) {
      await clock.tick(stepMs);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(done()).toBe(true);
  };

  /** One more process's queue on the test's database, with the test's clock. */
  const startQueue = async (definitions: JobDefinition[], work = true) => {
    const queue = new JobQueue(database.engine, { clock, pollingIntervalSeconds: 1 });
    queues.push(queue);
    await queue.start(definitions, { work });
    return queue;
  };

  it("runs a recurring job once per due time and a delayed job at its time, never before", async () => {
    const runs: { name: string; at: number }[] = [];
    const record = (job: Job<object>) => Promise.resolve(void runs.push({ name: job.name, at: clock.now() }));
    const queue = await startQueue([definition("essai-minute", record, { cron: "* * * * *" }), definition("essai-differe", record)]);

    // pg-boss sends a cron's latest due time within the minute after it: the first run may be the
    // 08:58 one, sent as the queue starts, or the 08:59 one; the next is a later minute, never early.
    const minutely = () => runs.filter((run) => run.name === "essai-minute");
    const minuteOf = (at: number) => Math.floor(at / 60_000);
    await advanceUntil(() => minutely().length === 1, 5_000);
    await advanceUntil(() => minutely().length === 2, 5_000);
    expect(minuteOf(minutely()[1].at)).toBeGreaterThan(minuteOf(minutely()[0].at));
    expect(minutely()[1].at).toBeGreaterThanOrEqual(Date.parse("2026-12-07T08:59:00Z"));
    await advanceUntil(() => minutely().length === 3, 5_000);
    expect(minuteOf(minutely()[2].at)).toBeGreaterThan(minuteOf(minutely()[1].at));

    // "At 09:00 on the 20th", Brussels time.
    await queue.sendToQueue("essai-differe", { rappel: true }, { startAfter: new Date("2026-12-20T08:00:00Z") });
    await clock.tick(10_000);
    expect(runs.some((run) => run.name === "essai-differe")).toBe(false);
    const [state] = (await queue.states()).filter((entry) => entry.name === "essai-differe");
    expect(state).toMatchObject({ waiting: 1, nextRunAt: "2026-12-20T08:00:00.000Z" });
    await clock.setTime(new Date("2026-12-20T07:59:50Z"));
    await clock.tick(5_000);
    expect(runs.some((run) => run.name === "essai-differe")).toBe(false);
    await advanceUntil(() => runs.some((run) => run.name === "essai-differe"));
    expect(runs.find((run) => run.name === "essai-differe")!.at).toBeGreaterThanOrEqual(Date.parse("2026-12-20T08:00:00Z"));
  });

  it("brings a job back every few seconds with againAfterSeconds, from the start, one run at a time", async () => {
    const runs: number[] = [];
    let running = 0;
    let overlapped = false;
    const started = clock.now();
    await startQueue([
      definition(
        "essai-rapide",
        async () => {
          overlapped ||= running > 0;
          running += 1;
          runs.push(clock.now());
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
        },
        { policy: "stately", againAfterSeconds: 3 },
      ),
    ]);
    // No cron: the first run comes at start, the others a few seconds after each run, well within a minute.
    await advanceUntil(() => runs.length >= 4);
    expect(runs[0] - started).toBeLessThan(5_000);
    const gaps = runs.slice(1).map((at, index) => at - runs[index]);
    expect(gaps.every((gap) => gap >= 3_000 && gap <= 10_000)).toBe(true);
    expect(overlapped).toBe(false);
  });

  it("retries a failing job with growing delays, then keeps it failed until it is sent again", async () => {
    const attempts: number[] = [];
    let broken = true;
    const queue = await startQueue([
      definition("essai-echec", async () => {
        attempts.push(clock.now());
        if (broken) throw new Error("stockage injoignable");
        return Promise.resolve();
      }),
    ]);
    const id = await queue.sendToQueue("essai-echec");
    await advanceUntil(() => attempts.length === 1);
    // Retried after 10 s or more, then after a longer delay: three attempts in all (two retries).
    await advanceUntil(() => attempts.length === 3);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(10_000);
    expect(attempts[2] - attempts[1]).toBeGreaterThan(attempts[1] - attempts[0]);

    await vi.waitFor(async () => {
      const [state] = await queue.states();
      expect(state).toMatchObject({ failed: 1, lastRunState: "failed" });
      expect(state.failedJobs).toEqual([expect.objectContaining({ id, attempts: 3, error: "stockage injoignable" })]);
    });
    await clock.tick(120_000);
    expect(attempts).toHaveLength(3);

    // Sent again from the settings page: it runs, with its retries anew.
    broken = false;
    expect(await queue.retry("essai-echec", id!)).toBe(true);
    expect(await queue.retry("essai-echec", id!)).toBe(false);
    expect(await queue.retry("autre-file", id!)).toBe(false);
    await advanceUntil(() => attempts.length === 4);
    await vi.waitFor(async () => {
      const [state] = await queue.states();
      expect(state).toMatchObject({ failed: 0, lastRunState: "completed", failedJobs: [] });
    });
    expect(attempts).toHaveLength(4);
  });

  it.runIf(engine === "postgres")(
    "runs each job once, and a recurring one once per due time, with four processes",
    async () => {
      const taken: string[] = [];
      const cronRuns: number[] = [];
      const definitions = () => [
        definition("essai-partage", async (job) => {
          taken.push(job.id);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
        definition("essai-minute", () => Promise.resolve(void cronRuns.push(clock.now())), { cron: "* * * * *" }),
      ];
      const [first] = [
        await startQueue(definitions()),
        await startQueue(definitions()),
        await startQueue(definitions()),
        await startQueue(definitions()),
      ];
      const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => first.sendToQueue("essai-partage", { index })));
      await advanceUntil(() => taken.length >= 40);
      // Minutes pass: the recurring job runs at each of them, once between the four processes.
      const start = clock.now();
      await advanceUntil(() => clock.now() - start >= 3 * 60_000 && cronRuns.length >= 3, 5_000);
      await advanceUntil(() => clock.now() - start >= 3 * 60_000 + 20_000, 5_000);
      expect(taken.toSorted()).toEqual(ids.toSorted());
      const minutes = cronRuns.map((at) => Math.floor(at / 60_000));
      expect(new Set(minutes).size).toBe(minutes.length);
      // Every minute that began since the schedule started, and no other.
      expect(minutes.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...minutes) - Math.min(...minutes) + 1).toBe(minutes.length);
      // Four processes' supervisors and heartbeats for each moved second: slow on a busy machine.
    },
    90_000,
  );

  it.runIf(engine === "postgres")("runs again a job whose process was killed in the middle, and its effect happens once", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await pool.query("create table essai_debuts (job_id uuid, pid int)");
    await pool.query("create table essai_effets (job_id uuid primary key)");
    try {
      // The other process reads the real time: so does the test, until the job is taken.
      await clock.setTime(Date.now());
      // The queue's tables exist before the other process starts.
      const queue = await startQueue([definition(INTERRUPTED_JOB.name, () => Promise.resolve(), INTERRUPTED_JOB)], false);
      const child = spawn(process.execPath, [WORKER_SCRIPT, database.url!], { stdio: ["ignore", "pipe", "inherit"] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
        child.on("exit", (code) => reject(new Error(`worker exited with ${code}`)));
      });
      const id = await queue.sendToQueue(INTERRUPTED_JOB.name);
      await vi.waitFor(async () => expect((await pool.query("select * from essai_debuts")).rows).toHaveLength(1), { timeout: 15_000 });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      // This process takes over once the job's time is up: it finishes it, once.
      const effects: string[] = [];
      await startQueue([
        definition(
          INTERRUPTED_JOB.name,
          async (job) => {
            effects.push(job.id);
            await pool.query("insert into essai_effets (job_id) values ($1) on conflict do nothing", [job.id]);
          },
          INTERRUPTED_JOB,
        ),
      ]);
      await clock.setTime(clock.now() + (INTERRUPTED_JOB.expireInSeconds + 5) * 1000);
      await advanceUntil(() => effects.length > 0, 5_000);
      // Half a minute more: nobody runs it a third time.
      const finished = clock.now();
      await advanceUntil(() => clock.now() - finished >= 30_000, 5_000);
      expect(effects).toEqual([id]);
      expect((await pool.query("select job_id from essai_effets")).rows).toEqual([{ job_id: id }]);
    } finally {
      await pool.end();
    }
  });
});
