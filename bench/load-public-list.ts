/**
 * Load benchmark of what every anonymous visitor asks: the public plaines list (GET
 * /api/activities) and the server-rendered pages (the home page and a plaine's page), each
 * measured against a bare Node HTTP server returning the same bytes in the same run, so the
 * figure that matters is a ratio that does not depend on the machine. Then the cost of one
 * uncached render of each page, in this process, with the same data (what a visitor pays when
 * the rendered-page cache has just been cleared).
 *
 *   npm run build && npm run bench:load            (DURATION=10 CONNECTIONS=50 by default)
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import type { Activity } from "../src/domain/activity.ts";
import type { LegalFactsResponse } from "../src/domain/contracts/legal.ts";
import type { AssociationAboutResponse, AssociationResponse } from "../src/domain/contracts/association.ts";
import type { NewsArticle } from "../src/domain/news.ts";
import type { CreatePageRenderer, PublicPageData, RefusedQuery } from "../src/domain/public-pages.ts";
import { startServerProcess, stop, waitFor } from "../tests/support/server-process.ts";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BARE_PORT = 4302;

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** The site's answer at `pathname` against a bare server sending the same bytes with the same type. */
async function compare(siteUrl: string, pathname: string) {
  const response = await fetch(siteUrl + pathname);
  const body = Buffer.from(await response.arrayBuffer());
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "plaines-bench-")), "answer");
  await writeFile(file, body);
  const contentType = response.headers.get("content-type") ?? "application/octet-stream";
  const bare = spawn(
    process.execPath,
    [fileURLToPath(new URL("./support/bare-server.ts", import.meta.url)), String(BARE_PORT), file, contentType],
    { stdio: "inherit" },
  );
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bare);
    const site = await measure(siteUrl + pathname);
    const bareFigures = await measure(`http://127.0.0.1:${BARE_PORT}/`);
    return { bytes: body.length, site, bare: bareFigures, ratio: site.requestsPerSecond / bareFigures.requestsPerSecond };
  } finally {
    await stop(bare);
  }
}

/** Renders per second of the server renderer alone, no cache, for a few seconds per page. */
async function uncachedRenders(siteUrl: string, pages: string[]) {
  const get = async <T>(pathname: string) => (await (await fetch(siteUrl + pathname)).json()) as T;
  const { activities } = await get<{ activities: Activity[] }>("/api/activities?scope=all");
  const { news } = await get<{ news: NewsArticle[] }>("/api/news");
  const { facts } = await get<LegalFactsResponse>("/api/legal");
  const { association } = await get<AssociationResponse>("/api/association");
  const { about } = await get<AssociationAboutResponse>("/api/association/about");
  const upTo = <T>(items: T[], limit: unknown) => items.slice(0, typeof limit === "number" ? limit : undefined);
  // What the API answers for an id it does not know; the pages measured all exist.
  const notFound: RefusedQuery = { status: 404, body: { error: { code: "NOT_FOUND", message: "Plaine non trouvée" } } };
  const data: PublicPageData = {
    activities: ({ limit }) => Promise.resolve(upTo(activities, limit)),
    activity: (id) => {
      // The list leaves out each plaine's tariffs: none here, the page draws the same blocks around them.
      const activity = activities.find((item) => item.id === id);
      return Promise.resolve(activity ? { ...activity, tariffs: [] } : notFound);
    },
    news: ({ limit }) => Promise.resolve(upTo(news, limit)),
    article: (id) => Promise.resolve(news.find((article) => article.id === id) ?? notFound),
    legal: () => Promise.resolve(facts),
    association: () => Promise.resolve(association),
    about: () => Promise.resolve(about),
    opening: (id) => Promise.resolve({ registrationsOpenAt: null, open: activities.some((activity) => activity.id === id), opensInMs: 0 }),
  };
  const webDir = path.join(ROOT, "dist/web");
  const { createPageRenderer } = (await import(pathToFileURL(path.join(`${webDir}-server`, "entry-server.js")).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  const renderer = createPageRenderer({
    template: readFileSync(path.join(webDir, "public-page.html"), "utf8"),
    applicationTemplate: readFileSync(path.join(webDir, "index.html"), "utf8"),
    publicUrl: siteUrl,
  });
  const rows: Record<string, { rendersPerSecond: number; msPerRender: string }> = {};
  for (const page of pages) {
    for (let warm = 0; warm < 20; warm++) await renderer.render(page, data);
    let count = 0;
    const started = performance.now();
    while (performance.now() - started < 3000) {
      await renderer.render(page, data);
      count += 1;
    }
    const elapsed = performance.now() - started;
    rows[page] = { rendersPerSecond: Math.round((count / elapsed) * 1000), msPerRender: (elapsed / count).toFixed(1) };
  }
  return rows;
}

const site = await startServerProcess(4301, { showOutput: true });
try {
  const { activities } = (await (await fetch(`${site.url}/api/activities?limit=1`)).json()) as { activities: { id: string }[] };
  const plainePage = `/activities/${activities[0].id}`;
  const cases: Record<string, string> = {
    "GET /api/activities": "/api/activities",
    "GET / (server-rendered)": "/",
    "GET /activities/:id (server-rendered)": plainePage,
  };
  const rows: Record<string, Record<string, string | number>> = {};
  for (const [name, pathname] of Object.entries(cases)) {
    const { bytes, site: s, bare, ratio } = await compare(site.url, pathname);
    rows[name] = {
      bytes,
      "site req/s": s.requestsPerSecond,
      "site p50 ms": s.p50Ms,
      "site p99 ms": s.p99Ms,
      "bare req/s": bare.requestsPerSecond,
      "bare p99 ms": bare.p99Ms,
      ratio: `${(ratio * 100).toFixed(0)} %`,
    };
  }
  console.log(`${CONNECTIONS} connections, ${DURATION} s per measurement, anonymous visitors (no cookie), no compression asked`);
  console.table(rows);
  console.log("Uncached server render (in this process, same data, no HTTP):");
  console.table(await uncachedRenders(site.url, ["/", plainePage]));
} finally {
  await site.stop();
}
