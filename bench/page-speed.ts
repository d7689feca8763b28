/**
 * Page-speed benchmark: Lighthouse (mobile preset: throttled 4G, mid-range phone) against the
 * built site with its demo content, for the main public pages, the sign-in pages, and a signed-in
 * parent's pages (a parent with two children, signed in through the API: Lighthouse sends their
 * session cookie with every request).
 *
 *   npm run build && npm run bench:pages          (CHROMIUM_PATH defaults to /usr/bin/chromium; RUNS=1 for a single run instead of the median of three;
 *                                                  PAGES=/login,/dashboard for the pages whose path starts so;
 *                                                  LHR_DIR=/tmp/lhr keeps each run's whole report, to see what the score is made of)
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServerProcess } from "../tests/support/server-process.ts";
import { startSmtpServer } from "../tests/support/smtp.ts";
import { signedInParent } from "./support/signed-in-parent.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const RUNS = Number(process.env.RUNS ?? 3);

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Lighthouse's own "run again" failures (a trace it could not record), tried again this many times. */
const RETRIES = 2;

/** One fresh browser per measurement: no cache or state carried from page to page. */
async function measure(url: string, cookie: string | null, retries = RETRIES): Promise<Result> {
  try {
    return await measureOnce(url, cookie);
  } catch (error) {
    if (retries === 0 || !(error instanceof LighthouseRunError)) throw error;
    console.warn(`${error.message}: mesure recommencée`);
    return measure(url, cookie, retries - 1);
  }
}

class LighthouseRunError extends Error {}
type Result = Awaited<ReturnType<typeof measureOnce>>;

async function measureOnce(url: string, cookie: string | null) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // A parent's page that sent Lighthouse to the login page would score the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url}: sent to ${lhr.finalDisplayedUrl}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

const mail = await startSmtpServer();
const site = await startServerProcess(4303, { showOutput: true, env: { SMTP_URL: mail.url } });
try {
  const { activities } = (await (await fetch(`${site.url}/api/activities?limit=1`)).json()) as { activities: { id: string }[] };
  const { news } = (await (await fetch(`${site.url}/api/news?limit=1`)).json()) as { news: { id: string }[] };
  const parent = await signedInParent(site.url, mail);
  /** Each page, with the cookie it is opened with (null: an anonymous visitor). */
  const pages: [string, string | null][] = [
    ["/", null],
    ["/search", null],
    [`/activities/${activities[0].id}`, null],
    ["/actualites", null],
    [`/news/${news[0].id}`, null],
    ["/login", null],
    ["/signup", null],
    ["/forgot-password", null],
    ["/dashboard", parent.cookie],
    ["/dashboard/registrations", parent.cookie],
    [`/register/${activities[0].id}`, parent.cookie],
  ];

  const rows: Record<string, Record<string, string | number>> = {};
  const only = process.env.PAGES?.split(",");
  for (const [page, cookie] of pages.filter(([page]) => !only || only.some((prefix) => page.startsWith(prefix)))) {
    const scores: number[] = [];
    const runs: Awaited<ReturnType<typeof measure>>[] = [];
    for (let run = 0; run < Math.max(1, RUNS); run++) {
      const lhr = await measure(`${site.url}${page}`, cookie);
      runs.push(lhr);
      if (process.env.LHR_DIR) {
        mkdirSync(process.env.LHR_DIR, { recursive: true });
        writeFileSync(path.join(process.env.LHR_DIR, `${page.replaceAll("/", "_")}-${run + 1}.json`), JSON.stringify(lhr));
      }
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
    }
    const last = runs[runs.length - 1];
    const audit = (id: string) => last.audits[id];
    rows[page] = {
      performance: scores.sort((a, b) => a - b)[Math.floor(scores.length / 2)],
      accessibility: Math.round((last.categories.accessibility.score ?? 0) * 100),
      "best practices": Math.round((last.categories["best-practices"].score ?? 0) * 100),
      SEO: Math.round((last.categories.seo.score ?? 0) * 100),
      FCP: audit("first-contentful-paint").displayValue ?? "",
      LCP: audit("largest-contentful-paint").displayValue ?? "",
      TBT: audit("total-blocking-time").displayValue ?? "",
      CLS: audit("cumulative-layout-shift").displayValue ?? "",
      "transfer KiB": Math.round(Number(audit("total-byte-weight").numericValue ?? 0) / 1024),
    };
  }
  console.table(rows);
} finally {
  await site.stop();
  await mail.close();
}
