/**
 * The embedded server's memory over a long run: the server as `npm start` runs it (main.ts, PGlite,
 * the demo content, the built front end) in a child process on a fresh data folder, sent
 * REQUESTS requests (50,000) of what visitors and probes send — the public pages and answers, the
 * search with endless query strings, sign-in attempts, a signed-in parent's pages and answers,
 * hostile requests answered 4xx — over CONCURRENCY connections (8) on loopback. Its resident
 * memory (VmRSS of /proc/<pid>/status, read from outside: nothing in the server measures itself)
 * is sampled every SAMPLE_SECONDS (2); at the start, after 5,000 requests and at the end the
 * resident memory is also split by kind from /proc/<pid>/smaps. Prints the samples, the plateau
 * (median of the last quarter), the peak after the first 1,000 requests, and exits 1 when it is over MAX_RSS_MB, when the
 * second half of the run grew by more than MAX_LATE_GROWTH_MB (a leak), when any answer is a 5xx
 * or fails, or when the run did not finish within MAX_MINUTES (15).
 *
 *   npm run build && npm run bench:memory
 *
 * HEAP_SNAPSHOTS=5000,50000 also has the server write a V8 heap snapshot after that many
 * requests (into the folder printed); writing one costs the server memory of its own, so the
 * peak of such a run is not the figure to compare. Linux only (/proc).
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startServerProcess } from "../tests/support/server-process.ts";
import { startSmtpServer } from "../tests/support/smtp.ts";
import { signedInParent } from "./support/signed-in-parent.ts";

/**
 * The bound the run must stay under (docs/performance.md, "Memory over a long run"). The server
 * measured 580–650 MiB during the run (830–920 MiB before PostgreSQL's page cache and V8's young
 * generation were bounded); the margin is for how much garbage V8 lets pile up between two
 * collections, which moves with the machine's load.
 */
const MAX_RSS_MB = 750;
/** From the middle of the run to its end the memory stays flat: more than this is a leak. */
const MAX_LATE_GROWTH_MB = 40;

const REQUESTS = Number(process.env.REQUESTS ?? 50_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const SAMPLE_SECONDS = Number(process.env.SAMPLE_SECONDS ?? 2);
const MAX_MINUTES = Number(process.env.MAX_MINUTES ?? 15);
const MILESTONES = [5_000, Math.floor(REQUESTS / 2), REQUESTS];
const HEAP_SNAPSHOTS = (process.env.HEAP_SNAPSHOTS ?? "").split(",").filter(Boolean).map(Number);

if (!existsSync(fileURLToPath(new URL("../dist/web-server/entry-server.js", import.meta.url)))) {
  console.error("Le rendu des pages publiques manque : lancez d'abord `npm run build`.");
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// The child's memory, from /proc (Linux).
// ---------------------------------------------------------------------------------------------

const MB = 1024;

/** Resident memory of `pid` in MiB (VmRSS). */
function rssMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Math.round(Number(line[1]) / MB);
}

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  file: string;
  rssKb: number;
}

/**
 * Resident memory by kind, from the mappings of /proc/<pid>/smaps: V8's heap pages (anonymous
 * mappings of 256 KiB each), WebAssembly memories (PGlite's database engine: a read-write mapping
 * followed by the gigabytes V8 reserves behind it), the files mapped (node's code, libvips...),
 * and the rest (the C allocator's arenas: sharp, zlib, OpenSSL, V8's large objects and code).
 */
function residentByKind(pid: number): Record<string, number> {
  const mappings: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({ start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), perms: header[3], file: header[4], rssKb: 0 });
    } else if (line.startsWith("Rss:")) {
      mappings[mappings.length - 1].rssKb = Number(/(\d+)/.exec(line)?.[1] ?? 0);
    }
  }
  const kinds = { "V8 heap pages": 0, "WebAssembly (PGlite)": 0, "mapped files": 0, "C allocator and the rest": 0 };
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const size = mapping.end - mapping.start;
    if (mapping.file.startsWith("/")) kinds["mapped files"] += mapping.rssKb;
    else if (mapping.perms.startsWith("rw") && next?.start === mapping.end && next.perms === "---p" && next.end - next.start >= 4n << 30n)
      kinds["WebAssembly (PGlite)"] += mapping.rssKb;
    else if (!mapping.file && size === 256n << 10n) kinds["V8 heap pages"] += mapping.rssKb;
    else kinds["C allocator and the rest"] += mapping.rssKb;
  });
  return Object.fromEntries(Object.entries(kinds).map(([kind, kb]) => [kind, Math.round(kb / MB)]));
}

// ---------------------------------------------------------------------------------------------
// The server and the requests.
// ---------------------------------------------------------------------------------------------

/** The node options of `npm start` (package.json), so that the run measures the server as it is started. */
const START_OPTIONS = (() => {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };
  const command = /node ((?:--\S+ )*)src\/server\/main\.ts/.exec(scripts.start);
  if (!command) throw new Error("package.json: the start script does not run src/server/main.ts");
  return command[1].trim();
})();
const snapshotDir = await mkdtemp(path.join(os.tmpdir(), "plaines-memory-"));
const mail = await startSmtpServer();
const port = await freePort();
const site = await startServerProcess(port, {
  env: {
    DEMO_DATA: "true",
    SMTP_URL: mail.url,
    NODE_OPTIONS: [START_OPTIONS, HEAP_SNAPSHOTS.length > 0 ? `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}` : ""]
      .join(" ")
      .trim(),
  },
  timeoutMs: 600_000,
});
if (site.process.pid === undefined) throw new Error("the server has no process id");
const pid: number = site.process.pid;

interface Sample {
  seconds: number;
  requests: number;
  rssMb: number;
}
console.log(`RSS of the server (MiB), sampled every ${SAMPLE_SECONDS} s: seconds, requests answered, RSS`);
const started = performance.now();
const samples: Sample[] = [];
let done = 0;
const sample = () => {
  const taken = { seconds: Math.round((performance.now() - started) / 1000), requests: done, rssMb: rssMb(pid) };
  samples.push(taken);
  console.log(`${taken.seconds} s\t${taken.requests} requests\t${taken.rssMb} MiB`);
};
const byKind: Record<string, Record<string, number | string>> = {};
const record = (label: string) => {
  sample();
  byKind[label] = { requests: done, RSS: rssMb(pid), ...residentByKind(pid) };
};
record("started");

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
interface Call {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

function send({ method = "GET", path: target, headers = {}, body }: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { agent, host: "127.0.0.1", port, method, path: target, headers: { "accept-encoding": "gzip, deflate, br", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${target}: no answer in 60 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

const listed = (await (await fetch(`${site.url}/api/activities?scope=all`)).json()) as { activities: { id: string }[] };
const activityIds = listed.activities.map((activity) => activity.id);
const newsIds = ((await (await fetch(`${site.url}/api/news`)).json()) as { news: { id: string }[] }).news.map((article) => article.id);
const parent = await signedInParent(site.url, mail);
record("parent signed in");

const CITIES = ["Namur", "Liège", "Bruxelles", "Charleroi", "Mons", "Wavre", "Arlon", "Tournai"];
const asParent = { cookie: parent.cookie };
const posting = { "content-type": "application/json", origin: site.url };
const pick = <T>(items: T[], n: number): T => items[n % items.length];

/**
 * The mix, as [how many per round of ~270 requests, the request]; `n` (the request's number) makes
 * query strings differ. Most of a day's requests are public pages and answers, kept a few seconds
 * (decision 0002); what is drawn for each request (the parent's pages, a new query string, the
 * 404 page) costs the most and is rarer.
 */
const WEIGHTED: [number, (n: number) => Call][] = [
  // Visitors: the public pages and answers.
  [36, () => ({ path: "/" })],
  [24, () => ({ path: "/search" })],
  [18, (n) => ({ path: `/search?city=${encodeURIComponent(pick(CITIES, n))}` })],
  [36, (n) => ({ path: `/activities/${pick(activityIds, n)}` })],
  [18, () => ({ path: "/actualites" })],
  [18, (n) => ({ path: `/news/${pick(newsIds, n)}` })],
  [30, () => ({ path: "/api/activities" })],
  [15, (n) => ({ path: `/api/activities?city=${encodeURIComponent(pick(CITIES, n))}` })],
  [18, () => ({ path: "/api/news" })],
  [18, (n) => ({ path: `/api/activities/${pick(activityIds, n)}` })],
  [1, () => ({ path: "/login" })],
  // A signed-in parent.
  [12, () => ({ path: "/api/children", headers: asParent })],
  [6, () => ({ path: "/api/auth/get-session", headers: asParent })],
  [1, () => ({ path: "/dashboard", headers: asParent })],
  [1, () => ({ path: "/dashboard/children", headers: asParent })],
  [1, () => ({ path: "/dashboard/registrations", headers: asParent })],
  // Probes: every query string new, sign-in guesses, broken and forbidden requests (4xx).
  [1, (n) => ({ path: `/search?maxPrice=${n}` })],
  [1, (n) => ({ path: `/api/activities?maxPrice=${n}&city=x${n}` })],
  [
    1,
    (n) => ({
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: posting,
      body: JSON.stringify({ email: `probe-${n % 50}@example.org`, password: `guess-${n}` }),
    }),
  ],
  [1, (n) => ({ path: `/wp-login.php?x=${n}` })],
  [2, () => ({ path: "/api/activities/not-a-plaine" })],
  [2, () => ({ path: "/api/activities?minAge=abc" })],
  [2, () => ({ path: "/api/admin/activities" })],
  [2, () => ({ path: "/api/children", headers: { cookie: "better-auth.session_token=forged.value" } })],
  [1, () => ({ method: "POST", path: "/api/children", headers: { ...posting, ...asParent }, body: "{ not json" })],
  [1, () => ({ path: "/%2e%2e/%2e%2e/etc/passwd" })],
  [1, (n) => ({ path: `/search?city=${"a".repeat(4000)}${n}` })],
];
/** One round, each kind spread evenly over it rather than in a row. */
const MIX = WEIGHTED.flatMap(([times, call]) => Array.from({ length: times }, (_, k) => ({ at: (k + 0.5) / times, call })))
  .sort((a, b) => a.at - b.at)
  .map(({ call }) => call);

const statuses: Record<string, number> = {};
const failures: string[] = [];
const deadline = started + MAX_MINUTES * 60_000;
const timer = setInterval(sample, SAMPLE_SECONDS * 1000);
let next = 0;

async function worker(): Promise<void> {
  while (next < REQUESTS && performance.now() < deadline) {
    const n = next++;
    const call = MIX[n % MIX.length](n);
    try {
      const status = await send(call);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500 && failures.length < 20) failures.push(`${call.method ?? "GET"} ${call.path.slice(0, 80)}: HTTP ${status}`);
    } catch (error) {
      statuses.error = (statuses.error ?? 0) + 1;
      if (failures.length < 20) failures.push(`${call.method ?? "GET"} ${call.path.slice(0, 80)}: ${(error as Error).message}`);
    }
    done += 1;
    if (MILESTONES.includes(done)) record(`after ${done.toLocaleString("en")} requests`);
    if (HEAP_SNAPSHOTS.includes(done)) process.kill(pid, "SIGUSR2");
  }
}

try {
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
} finally {
  clearInterval(timer);
  agent.destroy();
}
sample();
const seconds = (performance.now() - started) / 1000;
const finalStatus = readFileSync(`/proc/${pid}/status`, "utf8");
await site.stop();
await mail.close();

// ---------------------------------------------------------------------------------------------
// Figures and checks.
// ---------------------------------------------------------------------------------------------

/** The whole life of the process, start included (VmHWM): PGlite's start compiles its engine, see docs/performance.md. */
const lifetimePeak = Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(finalStatus)?.[1] ?? 0) / MB);
const lastQuarter = samples.filter((s) => s.requests >= REQUESTS * 0.75).map((s) => s.rssMb);
const plateau = [...lastQuarter].sort((a, b) => a - b)[Math.floor(lastQuarter.length / 2)];
/**
 * The run's peak is taken from the first WARM_UP requests on. Until V8's first full collection,
 * which the first requests bring, a fresh data folder's start still holds garbage of its own:
 * the WebAssembly memory of PGlite's initdb (a separate instance, ≈ 165 MiB) and the compiler
 * threads' arenas. Both are printed (the start's rows and VmHWM) but are not what 50,000
 * requests do to the server.
 */
const WARM_UP = 1_000;
const peak = Math.max(...samples.filter((s) => s.requests >= WARM_UP).map((s) => s.rssMb));
const at = (requests: number) => Object.values(byKind).find((row) => row.requests === requests)?.RSS as number | undefined;
const middle = at(Math.floor(REQUESTS / 2));
const end = at(REQUESTS);

console.log(
  `\n${done} requests in ${seconds.toFixed(0)} s over ${CONCURRENCY} connections, node ${START_OPTIONS || "(no option)"}; answers by status:`,
  statuses,
);
console.log("Resident memory by kind (MiB, from /proc/<pid>/smaps):");
console.table(byKind);
console.log(
  `RSS: at the start ${samples[0].rssMb} MiB, after 5,000 requests ${at(5_000)} MiB, after ${Math.floor(REQUESTS / 2).toLocaleString("en")} ${middle} MiB, ` +
    `after ${REQUESTS.toLocaleString("en")} ${end} MiB; plateau (median of the last quarter) ${plateau} MiB; ` +
    `peak from ${WARM_UP.toLocaleString("en")} requests on ${peak} MiB (bound ${MAX_RSS_MB} MiB); peak of the whole process, start included, ${lifetimePeak} MiB`,
);
if (HEAP_SNAPSHOTS.length > 0) console.log(`Heap snapshots in ${snapshotDir}`);

const problems = [
  ...(done < REQUESTS ? [`only ${done} of ${REQUESTS} requests within ${MAX_MINUTES} min`] : []),
  ...(peak > MAX_RSS_MB ? [`peak ${peak} MiB is over the bound of ${MAX_RSS_MB} MiB`] : []),
  ...(end !== undefined && middle !== undefined && end - middle > MAX_LATE_GROWTH_MB
    ? [`grew by ${end - middle} MiB in the second half of the run (at most ${MAX_LATE_GROWTH_MB})`]
    : []),
  ...failures,
];
if (problems.length > 0) {
  console.error(`\nÉCHEC :\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("OK: under the bound, flat in the second half, no 5xx and no failed request.");
