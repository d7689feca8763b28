import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activities } from "../../src/server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { TEST_DATA_KEY } from "../support/data-keys.ts";
import { freePort, startServerProcess, type RunningServer } from "../support/server-process.ts";

/**
 * `npm run start:prod` (src/server/cluster.ts) on PostgreSQL: one start for the whole machine
 * (migrations, demo content and administrator once), WEB_CONCURRENCY server processes behind one
 * port, a dead one replaced, and a graceful stop that leaves no connection behind.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the production layout", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let admin: pg.Pool;

  /** The server processes alive now: each holds one connection listening for changes. */
  const listeners = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and application_name = 'plaines-changes'",
      )
    ).rows.length;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    admin = new pg.Pool({ connectionString: database.url, max: 1 });
    const port = await freePort();
    server = await startServerProcess(port, {
      entry: "src/server/cluster.ts",
      env: {
        DATABASE_URL: database.url!,
        AUTH_SECRET: "production-layout-secret-of-32-chars-at-least",
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
        DEMO_DATA: "true",
        WEB_CONCURRENCY: "2",
        DATA_DIR: path.join(database.dataDir, "server"),
      },
      timeoutMs: 150_000,
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await admin?.end();
    await database?.dispose();
  });

  it("starts the processes asked for, after adding the demo content once", async () => {
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 60_000, interval: 250 });
    const [{ plaines }] = await database.db.select({ plaines: count() }).from(activities);
    expect(plaines).toBe(6);
    const health: unknown = await (await fetch(`${server.url}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", database: { kind: "postgres" }, queue: { runsJobs: true } });
  });

  // Bounded by its own waits, not the suite's 20 s: a new process starts slower on a busy machine.
  it("replaces a process that dies", async () => {
    const workers = await workerPids(server.process.pid!);
    expect(workers).toHaveLength(2);
    // One that dies within 5 s of its start is not replaced (no restart loop): this one is older.
    const wait = Math.max(0, 5_500 - (await ageMs(workers[0])));
    await new Promise((resolve) => setTimeout(resolve, wait));
    process.kill(workers[0], "SIGKILL");
    await vi.waitFor(
      async () => {
        const now = await workerPids(server.process.pid!);
        expect(now).not.toContain(workers[0]);
        expect(now).toHaveLength(2);
      },
      { timeout: 60_000, interval: 250 },
    );
    await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 60_000, interval: 250 });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 150_000);

  it("stops gracefully on SIGTERM: every process leaves, with its connections", async () => {
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    server.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    await vi.waitFor(async () => expect(await listeners()).toBe(0), { timeout: 10_000, interval: 100 });
  });
});

/** The living children of a process, from /proc (Linux); a dead one not yet reaped (state Z) is not counted. */
async function workerPids(parent: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(Number(entry));
    // After "pid (comm)": state, then the parent's pid.
    if (fields && Number(fields[1]) === parent && fields[0] !== "Z") pids.push(Number(entry));
  }
  return pids;
}

/** How long a process has been running, from its start time in /proc (clock ticks of 1/100 s). */
async function ageMs(pid: number): Promise<number> {
  const fields = await statFields(pid);
  const uptimeSeconds = Number((await readFile("/proc/uptime", "utf8")).split(" ")[0]);
  // starttime is field 22 of stat, the 20th after the command.
  return fields ? uptimeSeconds * 1000 - Number(fields[19]) * 10 : 0;
}

/** The fields of /proc/<pid>/stat after the command (which may hold spaces, hence the last ")"). */
async function statFields(pid: number): Promise<string[] | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat ? stat.slice(stat.lastIndexOf(")") + 2).split(" ") : null;
}
