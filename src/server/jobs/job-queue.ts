/**
 * The one queue of background work, on the site's own database (pg-boss; decision 0023). Every
 * process of the site holds one: all of them can send jobs; those that run jobs (every server
 * process, never a test that drives the work itself) take each job once between them, retry it
 * with backoff when it fails, and leave it failed (the dead letter an administrator sees in the
 * settings page and can send again) when its retries are spent. Recurring jobs are cron
 * schedules kept in the database: one job per due time, whatever the number of processes.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Clock, type ConnectionOptions, type Job, PgBoss, type Queue, fromPglite } from "pg-boss";
import { z } from "zod";
import type { FailedJob, JobQueueView } from "../../domain/contracts/admin-jobs.ts";
import type { Db, Engine } from "../db/client.ts";

/** The schema pg-boss keeps its tables in, beside the site's own. */
export const JOBS_SCHEMA = "pgboss";

export interface JobDefinition<Data extends object = object> {
  /** The queue's name: lowercase words joined by dashes. */
  name: string;
  /** What it does, for the settings page, in French. */
  label: string;
  /** A cron expression (Europe/Brussels) when the job also comes back on its own. */
  cron?: string;
  /**
   * Also comes back this many seconds after each run, and once at start: for a cadence finer than
   * a cron's minute (a test knob, WAITLIST_OFFER_SECONDS). Meant for a stately job: one queued at most.
   */
  againAfterSeconds?: number;
  /**
   * standard: every job sent runs; stately: at most one waiting and one running (a job that
   * drains a table needs no second copy queued behind the first).
   */
  policy?: "standard" | "stately";
  retryLimit: number;
  /** First retry after this many seconds, doubling each attempt (capped at an hour). */
  retryDelaySeconds: number;
  /**
   * The longest a run may last: one still running then is failed and retried. A process that dies
   * is noticed sooner, by its missed heartbeats (HEARTBEAT_SECONDS).
   */
  expireInSeconds: number;
  run(job: Job<Data>): Promise<unknown>;
}

/**
 * A job's first retry comes 10 to 20 s after its attempt failed, the next ones twice as late each
 * time. The same delay follows a process killed in the middle of a job (its missed heartbeats fail
 * the attempt): the work is taken up again within a minute (decision 0037).
 */
const RETRY_DELAY_SECONDS = 10;

/** The payload of a job that carries none (a recurring job, a nudge): whatever comes is ignored. */
export const NO_PAYLOAD = z.object({}).nullish();

/**
 * What a module declares of one of its jobs, in a `jobs.ts` beside it (decision 0040): the queue's
 * name, its French label, the payload's schema (checked at send, parsed at run), when it comes
 * back and how it is retried. The job list (src/server/background-jobs.ts) gives each its work.
 */
export interface JobSpec<Payload extends z.ZodType = z.ZodType> extends Omit<JobDefinition, "run" | "retryDelaySeconds"> {
  payload: Payload;
  /** RETRY_DELAY_SECONDS unless said. */
  retryDelaySeconds?: number;
}

export function defineJob<Payload extends z.ZodType>(spec: JobSpec<Payload>): JobSpec<Payload> {
  return spec;
}

/** Which attempt of its job a run is. */
export interface JobAttempt {
  /** 0 for the first attempt. */
  retryCount: number;
  /** No attempt comes after this one. */
  last: boolean;
}

/** A module's job with its work, as the queue runs it: the payload parsed by its schema first. */
export function withWork<Payload extends z.ZodType>(
  spec: JobSpec<Payload>,
  run: (payload: z.output<Payload>, attempt: JobAttempt) => Promise<unknown>,
): JobDefinition {
  return {
    ...spec,
    retryDelaySeconds: spec.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
    run: (job) => run(spec.payload.parse(job.data), { retryCount: job.retryCount, last: job.retryCount >= spec.retryLimit }),
  };
}

/** pg-boss's statements run on a transaction of the site's: a job sent in it exists once it commits. */
function inTransaction(tx: Db): NonNullable<ConnectionOptions["db"]> {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      const result = await tx.execute(sql.join(chunks));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

const TIMEZONE = "Europe/Brussels";
const MAX_RETRY_DELAY_SECONDS = 3600;

/**
 * Every running job says it is alive every HEARTBEAT_REFRESH_SECONDS; one not heard of for
 * HEARTBEAT_SECONDS died with its process (kill -9, a machine gone) and is failed, then retried, by
 * the supervisor of any process, which looks every SUPERVISE_SECONDS. A job of a killed process is
 * thus taken up again within HEARTBEAT_SECONDS + SUPERVISE_SECONDS + its first retry delay (decision
 * 0037), whatever its expiry. 20 s leaves a busy process (a ZIP being packed) room to be late.
 */
const HEARTBEAT_SECONDS = 20;
const HEARTBEAT_REFRESH_SECONDS = 5;
const SUPERVISE_SECONDS = 10;

export interface JobQueueOptions {
  /** A clock the tests move (pg-boss's TestClock); the system's otherwise. */
  clock?: Clock;
  /** How often an idle worker looks for work when no notification wakes it. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
  /** pg-boss's warnings: slow queries, a queue growing too long, the clock drifting from the database's. */
  onWarning?: (warning: { message: string }) => void;
}

export class JobQueue {
  private boss?: PgBoss;
  private readonly engine: Engine;
  private readonly options: JobQueueOptions;
  private readonly definitions = new Map<string, JobDefinition>();
  private working = false;

  constructor(engine: Engine, options: JobQueueOptions = {}) {
    this.engine = engine;
    this.options = options;
  }

  /**
   * Installs or updates the queue's tables (under pg-boss's own lock), creates the queues and
   * their schedules; with `work`, this process also runs jobs, turns schedules into jobs and takes
   * its turn at pg-boss's maintenance (expiring the jobs of a process that died, retention).
   */
  async start(definitions: JobDefinition[], { work }: { work: boolean }): Promise<void> {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    const { engine, options } = this;
    const common = {
      schema: JOBS_SCHEMA,
      clock: options.clock,
      useListenNotify: true,
      supervise: work,
      schedule: work,
      // Missed heartbeats are looked for at each pass (every queue's monitor claim as often).
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    } as const;
    const boss =
      engine.kind === "postgres"
        ? // A small pool of its own: each process keeps most connections for the requests.
          new PgBoss({ ...common, connectionString: engine.url, max: 3, application_name: "plaines-jobs" })
        : new PgBoss({ ...common, db: fromPglite(engine.client), backend: "pglite" });
    boss.on("error", (error: Error) => options.onError?.(error));
    boss.on("warning", (warning: { message: string }) => options.onWarning?.(warning));
    await boss.start();
    this.boss = boss;
    for (const definition of definitions) await this.declare(boss, definition);
    if (!work) return;
    this.working = true;
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 5;
    for (const definition of definitions) {
      await boss.work<object>(
        definition.name,
        // A notification wakes a worker at once for a new job; a retry that came due sends none, so
        // polling stays as frequent with notifications as without.
        {
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
          heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS,
        },
        async ([job]) => {
          try {
            await definition.run(job);
          } finally {
            if (definition.againAfterSeconds) await this.comeBack(boss, definition.name, definition.againAfterSeconds);
          }
        },
      );
      if (definition.againAfterSeconds) await this.comeBack(boss, definition.name, 0);
    }
  }

  /** The next run of a job that comes back on its own (`againAfterSeconds`); its cron still runs when this fails. */
  private async comeBack(boss: PgBoss, name: string, seconds: number): Promise<void> {
    try {
      await boss.send(name, null, seconds > 0 ? { startAfter: seconds } : {});
    } catch (error) {
      this.options.onError?.(error as Error);
    }
  }

  /** The started queue; sending or reading before start() is a bug of the caller. */
  private started(): PgBoss {
    if (!this.boss) throw new Error("job queue not started");
    return this.boss;
  }

  private async declare(boss: PgBoss, definition: JobDefinition): Promise<void> {
    const options: Omit<Queue, "name"> = {
      policy: definition.policy ?? "standard",
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: MAX_RETRY_DELAY_SECONDS,
      expireInSeconds: definition.expireInSeconds,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      notify: true,
    };
    if (await boss.getQueue(definition.name)) {
      const { policy: _policy, retryDelayMax: _max, ...changeable } = options;
      await boss.updateQueue(definition.name, changeable);
    } else {
      await boss.createQueue(definition.name, options);
    }
    if (definition.cron) await boss.schedule(definition.name, definition.cron, null, { tz: TIMEZONE });
    else await boss.unschedule(definition.name);
  }

  /**
   * Sends a module's job now (or at `startAfter`), its payload checked by its schema; with `tx`, in
   * that transaction (it exists once it commits). A stately queue that already has one waiting keeps it.
   */
  async send<Payload extends z.ZodType>(
    job: JobSpec<Payload>,
    payload: z.input<Payload>,
    options: { startAfter?: Date; tx?: Db } = {},
  ): Promise<string | null> {
    const data = job.payload.parse(payload) as object | null | undefined;
    return this.sendToQueue(job.name, data ?? null, options);
  }

  /** Sends a job to a queue by its name, its payload unchecked: the tests' queues and failed jobs. */
  async sendToQueue(name: string, data: object | null = null, options: { startAfter?: Date; tx?: Db } = {}): Promise<string | null> {
    return this.started().send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.tx ? { db: inTransaction(options.tx) } : {}),
    });
  }

  /** Whether this process runs jobs (the settings page and the health check say so). */
  get runsJobs(): boolean {
    return this.working;
  }

  /** Each queue's figures, its last and next run and its failed jobs (newest first, 10 at most). */
  async states(): Promise<JobQueueView[]> {
    const names = [...this.definitions.keys()];
    // Counted here rather than read from pg-boss's queue statistics, which its maintenance
    // refreshes only now and then: the page shows what the table holds now.
    const { rows: runs } = await this.started()
      .getDb()
      .executeSql(
        `select name,
              count(*) filter (where state in ('created', 'retry'))::int as waiting,
              count(*) filter (where state = 'active')::int as running,
              count(*) filter (where state = 'failed')::int as failed,
              max(completed_on) filter (where state in ('completed', 'failed')) as last_run_at,
              (array_agg(state order by completed_on desc) filter (where state in ('completed', 'failed')))[1] as last_run_state,
              min(start_after) filter (where state in ('created', 'retry')) as next_run_at
         from ${JOBS_SCHEMA}.job where name = any($1) group by name`,
        [names],
      );
    const { rows: failed } = await this.started()
      .getDb()
      .executeSql(
        `select id, name, completed_on, retry_count, output from (
         select id, name, completed_on, retry_count, output,
                row_number() over (partition by name order by completed_on desc) as rank
           from ${JOBS_SCHEMA}.job where name = any($1) and state = 'failed') newest
        where rank <= 10 order by completed_on desc`,
        [names],
      );
    const runOf = new Map((runs as RunRow[]).map((row) => [row.name, row]));
    return names.map((name) => {
      const definition = this.definitions.get(name)!;
      const run = runOf.get(name);
      const scheduledNext = definition.cron ? this.started().previewSchedule(definition.cron, { tz: TIMEZONE, count: 1 })[0] : undefined;
      const queuedNext = run?.next_run_at ? new Date(run.next_run_at) : undefined;
      const next = [queuedNext, scheduledNext].filter((date): date is Date => Boolean(date)).sort((a, b) => a.getTime() - b.getTime())[0];
      return {
        name,
        label: definition.label,
        cron: definition.cron ?? null,
        waiting: run?.waiting ?? 0,
        running: run?.running ?? 0,
        failed: run?.failed ?? 0,
        lastRunAt: run?.last_run_at ? new Date(run.last_run_at).toISOString() : null,
        lastRunState: run?.last_run_state ?? null,
        nextRunAt: next?.toISOString() ?? null,
        failedJobs: (failed as FailedRow[])
          .filter((row) => row.name === name)
          .map((row): FailedJob => ({
            id: row.id,
            failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
            attempts: row.retry_count + 1,
            error: errorText(row.output),
          })),
      };
    });
  }

  /** Sends a failed job again, with its retries anew. False when it is not a failed job of that queue. */
  async retry(name: string, id: string): Promise<boolean> {
    if (!this.definitions.has(name)) return false;
    const { rows } = await this.started()
      .getDb()
      .executeSql(`select 1 from ${JOBS_SCHEMA}.job where name = $1 and id = $2::uuid and state = 'failed'`, [name, id]);
    if (rows.length === 0) return false;
    await this.started().retry(name, id);
    return true;
  }

  /** Throws when the queue's tables cannot be read (health check). */
  async check(): Promise<void> {
    await this.started().getDb().executeSql(`select 1 from ${JOBS_SCHEMA}.version`);
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for those running to finish. */
  async stop(timeoutMs = 20_000): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: timeoutMs });
  }
}

interface RunRow {
  name: string;
  waiting: number;
  running: number;
  failed: number;
  last_run_at: string | Date | null;
  last_run_state: "completed" | "failed" | null;
  next_run_at: string | Date | null;
}

interface FailedRow {
  id: string;
  name: string;
  completed_on: string | Date | null;
  retry_count: number;
  output: unknown;
}

/** The message pg-boss kept of a job's error, short enough for a table cell. */
function errorText(output: unknown): string | null {
  if (output && typeof output === "object" && "message" in output && typeof output.message === "string") {
    return output.message.slice(0, 300);
  }
  return null;
}
