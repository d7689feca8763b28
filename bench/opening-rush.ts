/**
 * The opening of registrations against 1, 2 and 4 server processes behind one proxy, on
 * PostgreSQL: 3 plaines of 40 places open their registrations at a set instant (LEAD_MS after the
 * rush is ready, as an administrator sets it); a share of the parents (EARLY_SHARE) presses a
 * second before it and must be refused with the opening's message, nothing taken; then 600
 * signed-in parents with 1 to 3 children each press 'Confirmer' at the opening second, half of
 * them paying by bank transfer, half by card (the checkout
 * session is opened on the fake Stripe of the tests, run in this process). Per layout: requests
 * per second, latency of the submission, the time until the last place is gone, the CPU each
 * party spent per request, and checks: nothing taken before the opening (every early press refused,
 * no registration dated before it), each plaine exactly full, every transfer confirmed by one
 * queued e-mail, every card payment given one checkout session, every e-mail sent once. Then
 * the public pages (`GET /`, `GET /api/activities`) with autocannon, 1 process against 2.
 * Every figure that matters is a ratio between layouts measured in the same run; the load
 * average is printed next to each figure since the machine may be shared. Exits 1 if a check fails.
 *
 *   npm run build && npm run bench:opening -- [postgres://user@host:5432/db]
 *
 * The URL (or TEST_DATABASE_URL) names a server; a throw-away database is created on it and
 * dropped at the end. ROUNDS (3: the layouts take turns, the median is reported), PARENTS (600),
 * PLAINES (3), PLACES (40), SPREAD_MS (0: all at the opening's instant; otherwise the submissions are
 * spread evenly over that many milliseconds after it), LEAD_MS (3000), EARLY_SHARE (0.1), DURATION
 * (10 s per page) and CONNECTIONS (50) may be set;
 * PROXY=nginx puts nginx in front instead of the small Node proxy (bench/support/proxy.ts).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { and, count as countRows, inArray, lt } from "drizzle-orm";
import { ACTIVITY_FULL } from "../src/domain/registration.ts";
import { registrationsNotOpenMessage } from "../src/domain/registration-opening.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { activities, registrations } from "../src/server/db/schema.ts";
import { startFakeStripe } from "../tests/support/fake-stripe.ts";
import { openingOutcome, type OpeningAttempt, outboxState, percentile, prepareOpeningRush } from "../tests/support/rush.ts";
import { freePort, type RunningServer, startServerProcess, stop, waitFor } from "../tests/support/server-process.ts";

const PARENTS = Number(process.env.PARENTS ?? 600);
const PLAINES = Number(process.env.PLAINES ?? 3);
const PLACES = Number(process.env.PLACES ?? 40);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SPREAD_MS = Number(process.env.SPREAD_MS ?? 0);
/** From the moment the rush is ready to the opening the plaines are given. */
const LEAD_MS = Number(process.env.LEAD_MS ?? 3000);
/** The parents who press a second before the opening (and again at it). */
const EARLY_SHARE = Number(process.env.EARLY_SHARE ?? 0.1);
const EARLY_BY_MS = 2000;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const LAYOUTS = [1, 2, 4];
/** `node` (bench/support/proxy.ts, the default: nothing to install) or `nginx` (NGINX names it). */
const PROXY = process.env.PROXY === "nginx" ? "nginx" : "node";
const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const PAGE_LAYOUTS = [1, 2];
/** The whole run stops by itself even if a server hangs. */
const DEADLINE_MS = 8 * 60 * 1000;
const AUTH_SECRET = `bench-${randomUUID()}-${randomUUID()}`;
/** Production refuses to start on PostgreSQL without the key of the encrypted fields. */
const DATA_ENCRYPTION_KEY = `bench:${randomBytes(32).toString("base64")}`;
/** The benchmark's own connections are named, so PostgreSQL's CPU is counted for the servers' only. */
const BENCH_APPLICATION = "opening-rush-bench";

if (!existsSync(fileURLToPath(new URL("../dist/web-server/entry-server.js", import.meta.url)))) {
  console.error("Le rendu des pages publiques manque : lancez d'abord `npm run build`.");
  process.exit(1);
}

const serverUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `plaines_opening_${randomUUID().replaceAll("-", "")}`;
const admin = new pg.Client({ connectionString: serverUrl, application_name: BENCH_APPLICATION });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const benchUrl = new URL(databaseUrl);
benchUrl.searchParams.set("application_name", BENCH_APPLICATION);

const database = await openDatabase({ databaseUrl: benchUrl.toString() }); // migrates
const stripe = await startFakeStripe();
const proxyPort = await freePort();
const proxyUrl = `http://127.0.0.1:${proxyPort}`;
const servers: RunningServer[] = [];
let proxy: ChildProcess | undefined;

// ---------------------------------------------------------------------------------------------
// CPU time of each party, from /proc (Linux): what a request costs, and whether the cores ran out.
// ---------------------------------------------------------------------------------------------

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process in ms, or null where /proc cannot tell. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

interface CpuSnapshot {
  at: number;
  client: NodeJS.CpuUsage;
  servers: (number | null)[];
  proxy: number | null;
  postgres: Map<number, number>;
}

async function snapshot(layout: RunningServer[]): Promise<CpuSnapshot> {
  const { rows } = await admin.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and application_name <> $2", [
    name,
    BENCH_APPLICATION,
  ]);
  const postgres = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = cpuMs(pid);
    if (ms !== null) postgres.set(pid, ms);
  }
  return {
    at: performance.now(),
    client: process.cpuUsage(),
    servers: layout.map((server) => cpuMs(server.process.pid)),
    proxy: proxyCpuMs(),
    postgres,
  };
}

/** CPU ms spent by each party between two snapshots (a backend opened in between counts whole). */
function cpuBetween(before: CpuSnapshot, after: CpuSnapshot) {
  const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  const servers = after.servers.map((ms, i) => diff(before.servers[i], ms));
  const client = process.cpuUsage(before.client);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const serverTotal = servers.some((ms) => ms === null) ? null : servers.reduce((sum: number, ms) => sum + ms!, 0);
  const proxyMs = diff(before.proxy, after.proxy);
  const clientMs = (client.user + client.system) / 1000;
  const wallMs = after.at - before.at;
  const known = [serverTotal, proxyMs, clientMs, after.postgres.size > 0 ? postgres : null];
  return {
    wallMs,
    servers: serverTotal,
    perServer: servers,
    proxy: proxyMs,
    client: clientMs,
    postgres: after.postgres.size > 0 ? postgres : null,
    /** Cores kept busy by the four parties together; the machine has os.availableParallelism(). */
    cores: known.every((ms) => ms !== null) ? known.reduce((sum: number, ms) => sum + ms, 0) / wallMs : null,
  };
}

const load = () => os.loadavg()[0];

// ---------------------------------------------------------------------------------------------
// Layouts: N of the running servers behind the proxy at one address.
// ---------------------------------------------------------------------------------------------

/**
 * nginx as a front: one worker per core, keep-alive connections to the servers, buffers large
 * enough that no answer of the benchmark goes through a temporary file.
 */
async function nginxConfig(layout: RunningServer[]): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "plaines-nginx-"));
  const file = path.join(directory, "nginx.conf");
  await writeFile(
    file,
    `daemon off;
worker_processes ${os.availableParallelism()};
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # A load generator's connection sends far more than nginx's default 1,000 requests.
  keepalive_requests 1000000;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  upstream site {
${layout.map((server) => `    server ${new URL(server.url).host};`).join("\n")}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${proxyPort} backlog=4096;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffer_size 16k;
      proxy_buffers 16 16k;
    }
  }
}
`,
  );
  return file;
}

/** The proxy's CPU ms: the Node proxy, or nginx's master and workers (the master's children). */
function proxyCpuMs(): number | null {
  if (!proxy?.pid) return null;
  const pids = [proxy.pid];
  if (PROXY === "nginx") {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === proxy.pid) pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  }
  const times = pids.map(cpuMs);
  return times.some((ms) => ms === null) ? null : times.reduce((sum: number, ms) => sum + ms!, 0);
}

async function useLayout(count: number): Promise<RunningServer[]> {
  if (proxy) await stop(proxy);
  const layout = servers.slice(0, count);
  proxy =
    PROXY === "nginx"
      ? spawn(NGINX, ["-e", "stderr", "-c", await nginxConfig(layout)], { stdio: "inherit" })
      : spawn(
          process.execPath,
          [fileURLToPath(new URL("./support/proxy.ts", import.meta.url)), String(proxyPort), ...layout.map((server) => server.url)],
          { stdio: "inherit" },
        );
  await waitFor(`${proxyUrl}/api/health`, proxy);
  return layout;
}

interface Answer {
  status: number;
  message?: string;
  ms: number;
  /** When the answer arrived, from the moment the first submission left. */
  doneAt: number;
  attempt: OpeningAttempt;
  redirectTo?: string;
  paymentError?: string;
}

async function submit(attempt: OpeningAttempt, startedAt: number, delayMs: number): Promise<Answer> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const sent = performance.now();
  try {
    const response = await fetch(`${proxyUrl}/api/registrations`, {
      method: "POST",
      headers: { origin: proxyUrl, "content-type": "application/json", cookie: attempt.cookie },
      body: JSON.stringify(attempt.body),
    });
    const text = await response.text();
    let body: { error?: { message: string }; redirectTo?: string; paymentError?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { error: { message: text.slice(0, 120) } };
    }
    const done = performance.now();
    return {
      status: response.status,
      message: body.error?.message,
      redirectTo: body.redirectTo,
      paymentError: body.paymentError,
      ms: done - sent,
      doneAt: done - startedAt,
      attempt,
    };
  } catch (error) {
    const done = performance.now();
    return {
      status: 0,
      message: error instanceof Error ? error.message : String(error),
      ms: done - sent,
      doneAt: done - startedAt,
      attempt,
    };
  }
}

/** Until the outbox holds nothing pending (the servers' mail workers poll every 2 s), at most `ms`. */
async function outboxDrained(ms: number) {
  const deadline = Date.now() + ms;
  let state = await outboxState(database.db);
  while (state.pending > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await outboxState(database.db);
  }
  return state;
}

/**
 * A small rush on the layout before the measured one, through every process: compiled paths
 * (the places taken and the plaine found full), open pools, Stripe's client ready. Its e-mails are
 * delivered before the measured rush starts.
 */
async function warmUp(count: number, round: number) {
  const { attempts } = await prepareOpeningRush(database.db, AUTH_SECRET, {
    parents: 30 * count,
    plaines: 1,
    places: 10 * count,
    seed: 1000 + round,
  });
  const answers = await Promise.all(attempts.map((attempt) => submit(attempt, performance.now(), 0)));
  const wrong = answers.filter((answer) => answer.status !== 201 && answer.status !== 409);
  if (wrong.length > 0) throw new Error(`warm-up: ${wrong.length} failed answers, e.g. ${wrong[0].status} ${wrong[0].message}`);
  await outboxDrained(30_000);
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function rush(count: number, round: number) {
  const layout = await useLayout(count);
  await warmUp(count, round);
  // The same families and order for every layout of a round.
  const { plaines, attempts } = await prepareOpeningRush(database.db, AUTH_SECRET, {
    parents: PARENTS,
    plaines: PLAINES,
    places: PLACES,
    seed: round,
  });
  const ids = plaines.map((plaine) => plaine.id);
  const stripeBefore = stripe.sessions.size;

  // The opening, set on the plaines as an administrator sets it: LEAD_MS from now.
  const opensAt = new Date(Date.now() + LEAD_MS);
  await database.db.update(activities).set({ registrationsOpenAt: opensAt }).where(inArray(activities.id, ids));
  const untilOpening = (ms = 0) => new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt.getTime() + ms - Date.now())));
  // A share of the families presses a second early (and again at the opening, with everybody).
  await untilOpening(-EARLY_BY_MS);
  const early = await Promise.all(
    attempts.slice(0, Math.round(attempts.length * EARLY_SHARE)).map((attempt) => submit(attempt, performance.now(), 0)),
  );
  const earlyAnsweredAt = Date.now();

  // The moment the last place is gone, as the database sees it: a poll every 10 ms on its own
  // connection, which also counts what the servers' connections are doing until then: running a
  // statement, waiting for a lock (a plaine's row), or inside a transaction waiting for their
  // Node process to send the next statement.
  const poller = new pg.Client({ connectionString: databaseUrl, application_name: BENCH_APPLICATION });
  await poller.connect();
  let soldOutAt: number | null = null;
  const samples: { active: number; lock: number; idleInTransaction: number }[] = [];
  let polling = true;
  const loadBefore = load();
  const before = await snapshot(layout);
  // At the opening's instant, everybody presses.
  await untilOpening();
  const startedAt = performance.now();
  const poll = (async () => {
    while (polling) {
      const { rows } = await poller.query<{ open: number; active: number; lock: number; idle_in_transaction: number }>(
        `select (select count(*)::int from activities where id = any($1::uuid[]) and remaining_spots > 0) as open,
                count(*) filter (where state = 'active' and wait_event_type is distinct from 'Lock')::int as active,
                count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as lock,
                count(*) filter (where state like 'idle in transaction%')::int as idle_in_transaction
           from pg_stat_activity where datname = current_database() and application_name <> $2`,
        [ids, BENCH_APPLICATION],
      );
      samples.push({ active: rows[0].active, lock: rows[0].lock, idleInTransaction: rows[0].idle_in_transaction });
      if (rows[0].open === 0) {
        soldOutAt = performance.now() - startedAt;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const answers = await Promise.all(attempts.map((attempt, i) => submit(attempt, startedAt, (i * SPREAD_MS) / attempts.length)));
  const settleMs = performance.now() - startedAt;
  const after = await snapshot(layout);
  const loadAfter = load();
  polling = false;
  await poll;
  await poller.end();

  const outcome = await openingOutcome(database.db, ids);
  const outbox = await outboxDrained(30_000);

  // An early press the server reached only after the opening (a busy machine) is a press of the rush.
  const notOpen = registrationsNotOpenMessage(opensAt.toISOString());
  const earlyRefused = early.filter((a) => a.status === 409 && a.message === notOpen);
  const counted = [...answers, ...early.filter((a) => !earlyRefused.includes(a))];
  const created = counted.filter((a) => a.status === 201);
  const full = counted.filter((a) => a.status === 409 && a.message === ACTIVITY_FULL);
  const notEnough = counted.filter(
    (a) => a.status === 409 && /^Il ne reste (qu'une place|que \d+ places) pour cette plaine$/.test(a.message ?? ""),
  );
  // A family whose early press got in is told, at the opening, that its children are registered.
  const inEarly = new Set(early.filter((a) => a.status === 201).map((a) => a.attempt.cookie));
  const again = answers.filter((a) => a.status === 409 && inEarly.has(a.attempt.cookie));
  const other = counted.filter((a) => !created.includes(a) && !full.includes(a) && !notEnough.includes(a) && !again.includes(a));
  const createdCard = created.filter((a) => a.attempt.body.paymentMethod === "stripe");
  const createdTransfer = created.filter((a) => a.attempt.body.paymentMethod === "bank_transfer");
  const last201 = Math.max(0, ...created.map((a) => a.doneAt));

  const checks: Check[] = [];
  const check = (label: string, ok: boolean, detail: string) => checks.push({ name: label, ok, detail });
  const [{ takenEarly }] = await database.db
    .select({ takenEarly: countRows() })
    .from(registrations)
    .where(and(inArray(registrations.activityId, ids), lt(registrations.createdAt, opensAt)));
  check(
    "nothing taken before the opening",
    takenEarly === 0 && earlyRefused.length > 0,
    `${early.length} presses ${EARLY_BY_MS} ms early: ${earlyRefused.length} refused with the opening's message, ` +
      `${early.length - earlyRefused.length} reached the server after it${earlyAnsweredAt < opensAt.getTime() ? "" : " (all answered after the opening)"}; ` +
      `${takenEarly} registrations dated before the opening`,
  );
  const otherKinds = new Map<string, number>();
  for (const a of other) otherKinds.set(`${a.status} ${a.message ?? ""}`, (otherKinds.get(`${a.status} ${a.message ?? ""}`) ?? 0) + 1);
  check(
    "every answer 201, 'complète' or 'Il ne reste que N places'",
    other.length === 0,
    other.length === 0 ? "yes" : [...otherKinds].map(([kind, n]) => `${n} × ${kind}`).join("; "),
  );
  plaines.forEach((plaine, index) => {
    const row = outcome.plaines.find((p) => p.id === plaine.id)!;
    const answered = created.filter((a) => a.attempt.plaine === index).reduce((sum, a) => sum + a.attempt.body.childIds.length, 0);
    check(
      `plaine ${index + 1}: exactly the capacity sold`,
      row.registered === row.capacity && row.remaining === 0 && answered === row.registered,
      `${row.registered}/${row.capacity} children registered, ${row.remaining} left, ${Math.max(0, row.registered - row.capacity)} oversold, ${answered} in the 201 answers`,
    );
  });
  check(
    "0 lost confirmations (transfer)",
    outcome.transfer.payments === createdTransfer.length && outcome.transfer.confirmations === createdTransfer.length,
    `${createdTransfer.length} answers 201, ${outcome.transfer.payments} payments, ${outcome.transfer.confirmations} confirmations queued`,
  );
  const badRedirects = createdCard.filter((a) => !a.redirectTo?.startsWith("https://checkout.stripe.test/") || a.paymentError).length;
  check(
    "card: one checkout session each, confirmation held",
    outcome.card.payments === createdCard.length &&
      outcome.card.sessions === createdCard.length &&
      outcome.card.without_one === 0 &&
      outcome.card.confirmations === 0 &&
      stripe.sessions.size - stripeBefore === createdCard.length &&
      badRedirects === 0,
    `${createdCard.length} answers 201, ${outcome.card.payments} payments, ${outcome.card.sessions} sessions recorded, ` +
      `${stripe.sessions.size - stripeBefore} created on Stripe, ${badRedirects} not sent to Stripe, ${outcome.card.confirmations} confirmations`,
  );
  check(
    "every e-mail sent once",
    outbox.duplicate_keys === 0 && outbox.pending === 0 && outbox.failed === 0 && outbox.retried === 0,
    `${outbox.total} in the outbox: ${outbox.sent} sent, ${outbox.pending} pending, ${outbox.failed} failed, ${outbox.retried} sent after more than one claim, ${outbox.duplicate_keys} dedupe keys twice`,
  );

  const latencies = answers.map((a) => a.ms);
  return {
    processes: count,
    round,
    requestsPerSecond: answers.length / (settleMs / 1000),
    settleMs,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    soldOutMs: soldOutAt as number | null,
    /** Mean number of the servers' connections in each state while places were left. */
    connections: {
      active: mean(samples.map((sample) => sample.active)),
      lock: mean(samples.map((sample) => sample.lock)),
      idleInTransaction: mean(samples.map((sample) => sample.idleInTransaction)),
      pool: count * 10, // each server's pool holds 10 connections (src/server/db/client.ts)
    },
    last201Ms: last201,
    created: created.length,
    full: full.length,
    notEnough: notEnough.length,
    other: other.length,
    cpu: cpuBetween(before, after),
    load: { before: loadBefore, after: loadAfter },
    checks,
  };
}

type RushResult = Awaited<ReturnType<typeof rush>>;

function mean(values: number[]) {
  return values.length === 0 ? NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** autocannon through the proxy: 2 s of warm-up, then DURATION seconds measured. */
async function pages(count: number, pathname: string) {
  const layout = await useLayout(count);
  const target = proxyUrl + pathname;
  await autocannon({ url: target, connections: CONNECTIONS, duration: 2 });
  const loadBefore = load();
  const before = await snapshot(layout);
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: DURATION });
  const after = await snapshot(layout);
  const failures = result.non2xx + result.errors + result.timeouts;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, stats]) => `${stats.count ?? 0} × ${code}`);
  return {
    processes: count,
    pathname,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures,
    failureDetail: [...statuses, `${result.errors} errors`, `${result.timeouts} timeouts`].join(", "),
    cpu: cpuBetween(before, after),
    requests: result.requests.total,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    load: { before: loadBefore, after: load() },
  };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fixed = (value: number | null, digits = 0) => (value === null || Number.isNaN(value) ? "n/a" : value.toFixed(digits));
const perRequest = (ms: number | null, requests: number) => (ms === null ? null : ms / requests);

function rushRow(r: RushResult) {
  return {
    procs: r.processes,
    round: r.round,
    "req/s": fixed(r.requestsPerSecond),
    "all answered ms": fixed(r.settleMs),
    "sold out ms": fixed(r.soldOutMs),
    "last 201 ms": fixed(r.last201Ms),
    "p50 ms": fixed(r.p50Ms),
    "p95 ms": fixed(r.p95Ms),
    "p99 ms": fixed(r.p99Ms),
    "201/full/short/other": `${r.created}/${r.full}/${r.notEnough}/${r.other}`,
    "CPU ms/req srv|proxy|client|pg": [r.cpu.servers, r.cpu.proxy, r.cpu.client, r.cpu.postgres]
      .map((ms) => fixed(perRequest(ms, PARENTS), 1))
      .join(" | "),
    cores: fixed(r.cpu.cores, 2),
    "DB conns run|lock|in tx/pool": `${fixed(r.connections.active, 1)}|${fixed(r.connections.lock, 1)}|${fixed(r.connections.idleInTransaction, 1)}/${r.connections.pool}`,
    load: `${fixed(r.load.before, 1)}→${fixed(r.load.after, 1)}`,
    checks: r.checks.every((c) => c.ok) ? "ok" : "FAILED",
  };
}

const watchdog = setTimeout(() => {
  console.error(`The benchmark did not finish within ${DEADLINE_MS / 60000} minutes: stopped.`);
  // nginx's master takes its workers down with it on SIGTERM; SIGKILL would leave them behind.
  proxy?.kill("SIGTERM");
  for (const server of servers) server.process.kill("SIGKILL");
  process.exit(1);
}, DEADLINE_MS);
watchdog.unref();

try {
  const env = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    DATA_ENCRYPTION_KEY,
    DEMO_DATA: "false",
    // The parents reach the site at the proxy's address, the one forms must come from.
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: "1",
    ...stripe.env,
  };
  // Started once, one after the other (four cold starts at once on two cores take longer than in
  // turn); a layout of N puts the first N behind the proxy, the others wait idle.
  for (let i = 0; i < Math.max(...LAYOUTS); i += 1) servers.push(await startServerProcess(await freePort(), { env, timeoutMs: 180_000 }));
  console.log(
    `${PARENTS} parents (1-3 children) for ${PLAINES} plaines of ${PLACES} places opening at a set instant ` +
      `(${Math.round(EARLY_SHARE * 100)} % of them pressing ${EARLY_BY_MS} ms early), card and transfer mixed, ` +
      `${SPREAD_MS > 0 ? `spread over ${SPREAD_MS} ms` : "all at once"}; ${ROUNDS} rounds, the layouts taking turns; proxy: ${PROXY}; ` +
      `${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );

  // Round 0, on every process at once and left out of the medians: by the first measured round
  // each process has run the registration path hundreds of times, whichever layout comes first.
  const results: RushResult[] = [await rush(Math.max(...LAYOUTS), 0)];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const count of LAYOUTS) {
      const result = await rush(count, round);
      results.push(result);
      console.log(
        `  round ${round}, ${count} process${count > 1 ? "es" : ""}: ${fixed(result.requestsPerSecond)} req/s, sold out at ${fixed(result.soldOutMs)} ms, ` +
          `p95 ${fixed(result.p95Ms)} ms, load ${fixed(result.load.before, 1)}, checks ${result.checks.every((c) => c.ok) ? "ok" : "FAILED"}`,
      );
    }
  }
  console.log("\nRegistration opening rush, every round:");
  console.table(results.map(rushRow));

  const failed = results.flatMap((r) => r.checks.filter((c) => !c.ok).map((c) => ({ procs: r.processes, round: r.round, ...c })));
  console.log("Checks of the last round of each layout:");
  for (const count of LAYOUTS) {
    const last = results.filter((r) => r.processes === count).at(-1)!;
    for (const c of last.checks) console.log(`  ${count} proc. — ${c.ok ? "ok" : "FAILED"}: ${c.name}: ${c.detail}`);
  }
  if (failed.length > 0) {
    console.log("FAILED checks:");
    for (const f of failed) console.log(`  round ${f.round}, ${f.procs} proc.: ${f.name}: ${f.detail}`);
  }

  const summary = new Map<number, { rps: number; soldOut: number; p50: number; p95: number; p99: number; cpu: number; load: number }>();
  console.log(`\nMedian of ${ROUNDS} rounds per layout:`);
  for (const count of LAYOUTS) {
    const mine = results.filter((r) => r.processes === count && r.round > 0);
    const figures = {
      rps: median(mine.map((r) => r.requestsPerSecond)),
      soldOut: median(mine.map((r) => r.soldOutMs ?? NaN)),
      p50: median(mine.map((r) => r.p50Ms)),
      p95: median(mine.map((r) => r.p95Ms)),
      p99: median(mine.map((r) => r.p99Ms)),
      cpu: median(mine.map((r) => perRequest(r.cpu.servers, PARENTS) ?? NaN)),
      load: median(mine.map((r) => r.load.before)),
    };
    summary.set(count, figures);
    console.log(
      `  ${count} process${count > 1 ? "es" : "  "}: ${fixed(figures.rps)} req/s, p50 ${fixed(figures.p50)} ms, p95 ${fixed(figures.p95)} ms, ` +
        `p99 ${fixed(figures.p99)} ms, every place taken after ${fixed(figures.soldOut)} ms, servers' CPU ${fixed(figures.cpu, 1)} ms/request, ` +
        `load ${fixed(figures.load, 1)}; ${mine.every((r) => r.checks.every((c) => c.ok)) ? "exactly full, nothing lost, every e-mail once" : "CHECKS FAILED"}`,
    );
  }
  const one = summary.get(1)!;
  for (const count of LAYOUTS.filter((n) => n > 1)) {
    const other = summary.get(count)!;
    console.log(
      `  ${count} vs 1: requests/s × ${fixed(other.rps / one.rps, 2)}, time until sold out × ${fixed(other.soldOut / one.soldOut, 2)}, ` +
        `p95 × ${fixed(other.p95 / one.p95, 2)}`,
    );
  }

  const pageResults: Awaited<ReturnType<typeof pages>>[] = [];
  for (const pathname of ["/", "/api/activities"]) for (const count of PAGE_LAYOUTS) pageResults.push(await pages(count, pathname));
  console.log(`\nPublic pages through the proxy, ${CONNECTIONS} connections, ${DURATION} s each:`);
  console.table(
    pageResults.map((p) => ({
      page: `GET ${p.pathname}`,
      procs: p.processes,
      "bytes/answer": fixed(p.bytesPerAnswer),
      "req/s": fixed(p.requestsPerSecond),
      "p50 ms": p.p50Ms,
      "p99 ms": p.p99Ms,
      "non-2xx/errors": p.failures,
      "CPU ms/req srv|proxy|client|pg": [p.cpu.servers, p.cpu.proxy, p.cpu.client, p.cpu.postgres]
        .map((ms) => fixed(perRequest(ms, p.requests), 2))
        .join(" | "),
      cores: fixed(p.cpu.cores, 2),
      load: `${fixed(p.load.before, 1)}→${fixed(p.load.after, 1)}`,
    })),
  );
  for (const pathname of ["/", "/api/activities"]) {
    const [a, b] = PAGE_LAYOUTS.map((count) => pageResults.find((p) => p.pathname === pathname && p.processes === count)!);
    console.log(
      `  GET ${pathname}: 2 vs 1 process: requests/s × ${fixed(b.requestsPerSecond / a.requestsPerSecond, 2)}, p99 × ${fixed(b.p99Ms / a.p99Ms, 2)}`,
    );
  }
  const pageFailures = pageResults.filter((p) => p.failures > 0);
  for (const p of pageFailures) console.log(`FAILED: GET ${p.pathname} with ${p.processes} process(es): ${p.failureDetail}`);
  if (failed.length > 0 || pageFailures.length > 0) process.exitCode = 1;
} finally {
  if (proxy) await stop(proxy);
  await Promise.all(servers.map((server) => server.stop()));
  await stripe.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  clearTimeout(watchdog);
}
