/**
 * The registration rush: 300 parents register at the same moment for a plaine of 20 places,
 * against two server processes sharing one PostgreSQL database (the production scale-out).
 * Measures the time for all 300 answers to arrive (settle) and the latency of each request,
 * and checks the outcome: 20 registrations, 280 "Cette plaine est complète", no place left.
 *
 *   node bench/registration-rush.ts [postgres://user@host:5432/db]     (ROUNDS=3 by default)
 *
 * The URL (or TEST_DATABASE_URL) names a server; a throw-away database is created on it and
 * dropped at the end.
 */
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../src/server/db/client.ts";
import { percentile, prepareRush, rushOutcome } from "../tests/support/rush.ts";
import { type RunningServer, startServerProcess } from "../tests/support/server-process.ts";

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 300);
const PLACES = Number(process.env.PLACES ?? 20);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const AUTH_SECRET = `bench-${randomUUID()}-${randomUUID()}`;
/** Both server processes seal sensitive fields with one key, as production requires. */
const DATA_ENCRYPTION_KEY = `bench:${randomBytes(32).toString("base64")}`;

const serverUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `plaines_rush_${randomUUID().replaceAll("-", "")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

/** `node src/server/main.ts` on the throw-away database, as production runs it. */
const startServer = (port: number) =>
  startServerProcess(port, {
    env: { DATABASE_URL: databaseUrl, AUTH_SECRET, DATA_ENCRYPTION_KEY, DEMO_DATA: "false" },
    timeoutMs: 180_000,
  });

const database = await openDatabase({ databaseUrl }); // migrates
let servers: RunningServer[] = [];

async function rush(attempts: number, places: number) {
  const { plaine, attempts: list } = await prepareRush(database.db, AUTH_SECRET, attempts, places);
  const started = performance.now();
  const answers = await Promise.all(
    list.map(async (attempt, i) => {
      const server = servers[i % servers.length];
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/registrations`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/json", cookie: attempt.cookie },
        body: JSON.stringify(attempt.body),
      });
      const body = (await response.json()) as { error?: { message: string } };
      return { status: response.status, message: body.error?.message, ms: performance.now() - sent };
    }),
  );
  const settleMs = performance.now() - started;
  const outcome = await rushOutcome(database.db, plaine.id);
  const created = answers.filter((a) => a.status === 201).length;
  const full = answers.filter((a) => a.status === 409 && a.message === "Cette plaine est complète").length;
  const ok =
    created === places &&
    full === attempts - places &&
    outcome.remaining === 0 &&
    outcome.registrations === places &&
    outcome.confirmations === places;
  const latencies = answers.map((a) => a.ms);
  return {
    ok,
    created,
    full,
    other: attempts - created - full,
    ...outcome,
    settleMs,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: Math.max(...latencies),
  };
}

/**
 * The same 300 signed-in parents asking for their children list at once: the cost of HTTP and
 * the session check alone, so the registration's own share can be told apart.
 */
async function baseline(attempts: number) {
  const { attempts: list } = await prepareRush(database.db, AUTH_SECRET, attempts, 1);
  const started = performance.now();
  const latencies = await Promise.all(
    list.map(async (attempt, i) => {
      const server = servers[i % servers.length];
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/children`, { headers: { cookie: attempt.cookie } });
      if (response.status !== 200) throw new Error(`GET /api/children answered ${response.status}`);
      await response.arrayBuffer();
      return performance.now() - sent;
    }),
  );
  return { settleMs: performance.now() - started, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) };
}

try {
  servers = await Promise.all([startServer(4311), startServer(4312)]);
  await rush(20, 100); // warm-up: both processes compile their registration path
  await baseline(20);
  const reference = await baseline(ATTEMPTS);
  const results = [];
  for (let round = 1; round <= ROUNDS; round += 1) results.push(await rush(ATTEMPTS, PLACES));
  const round = (value: number) => Math.round(value);
  console.table(
    results.map((r) => ({ ...r, settleMs: round(r.settleMs), p50Ms: round(r.p50Ms), p95Ms: round(r.p95Ms), maxMs: round(r.maxMs) })),
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `${ATTEMPTS} attempts for ${PLACES} places, 2 server processes, PostgreSQL: ` +
      `settled in ${round(median(results.map((r) => r.settleMs)))} ms, p95 latency ${round(median(results.map((r) => r.p95Ms)))} ms (median of ${ROUNDS} rounds); ` +
      (results.every((r) => r.ok) ? "every round exactly full" : "OUTCOME WRONG"),
  );
  console.log(
    `baseline, the same ${ATTEMPTS} parents each reading their children list at once: settled in ${round(reference.settleMs)} ms, p95 ${round(reference.p95Ms)} ms`,
  );
  if (!results.every((r) => r.ok)) process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
