/**
 * JavaScript budget of the first page a visitor opens: each page is loaded in a fresh Chromium
 * context from the real server (built front end, demo content), every JavaScript file it
 * downloads until the network is idle is collected, and their bodies are gzipped here (zlib,
 * default level) so the figure does not depend on how the server compresses. The public pages and
 * the sign-in pages are opened by an anonymous visitor, the parent's pages (`/dashboard…`) by a parent
 * signed in through the API (support/signed-in-parent.ts), whose session cookie the browser
 * gets. A page over its budget in bench/js-budget.json fails.
 *
 *   npm run budget:js                    builds the front end (and the public pages' server renderer) first
 *   npm run budget:js -- --no-build      measures dist/web (or WEB_DIR) as it is (npm test, after its build)
 *   npm run budget:js -- --update        writes today's figures + 3 % as the new budget
 *
 * Chromium: CHROMIUM_PATH, else Debian's headless shell or Chromium, else Playwright's own (as playwright.config.ts).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Response } from "@playwright/test";
import { buildWeb } from "../scripts/build-web-if-stale.ts";
import { freePort, startServerProcess } from "../tests/support/server-process.ts";
import { startSmtpServer } from "../tests/support/smtp.ts";
import { type SignedInParent, signedInParent } from "./support/signed-in-parent.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BUDGET_FILE = path.join(ROOT, "bench/js-budget.json");
const MARGIN = 1.03;

interface BudgetFile {
  description: string;
  /** Gzip bytes of all the JavaScript a page downloads, by route pattern. */
  pages: Record<string, number>;
}

interface Measurement {
  page: string;
  files: number;
  gzipBytes: number;
}

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !["--no-build", "--update"].includes(arg));
if (unknown.length > 0) {
  console.error(`options inconnues : ${unknown.join(" ")} (attendu : --no-build, --update)`);
  process.exit(2);
}

const budget = JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as BudgetFile;

if (!args.has("--no-build")) buildWeb();

const systemChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));
const executablePath = process.env.CHROMIUM_PATH || systemChromium;

/** The pages a parent opens signed in; the others are measured for an anonymous visitor. */
const SIGNED_IN_PAGES = new Set(["/dashboard", "/dashboard/registrations"]);

/** Every JavaScript file one page downloads in a fresh browser context, until the network is idle. */
async function measure(browser: Browser, url: string, page: string, parent: SignedInParent | null): Promise<Measurement> {
  const context = await browser.newContext();
  // For the whole site: given the page's address, a cookie would stay in its folder (`/dashboard/`), not reach `/api`.
  if (parent) await context.addCookies(parent.cookies.map((cookie) => ({ ...cookie, url: new URL(url).origin })));
  try {
    const tab = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    const failed: string[] = [];
    const onResponse = (response: Response) => {
      const type = response.headers()["content-type"] ?? "";
      const isScript = /javascript/.test(type) || response.request().resourceType() === "script";
      if (!isScript || bodies.has(response.url())) return;
      if (!response.ok()) failed.push(`${response.url()}: HTTP ${response.status()}`);
      else bodies.set(response.url(), response.body());
    };
    tab.on("response", onResponse);
    const answer = await tab.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url}: HTTP ${answer?.status()}`);
    // The network can be idle before the page is: on a busy machine the entry's parsing outlasts
    // networkidle's half second, and the page's own chunks would go uncounted. Wait until the page
    // answers (the mark the end-to-end tests wait for), then for half a second without a new script.
    await tab.waitForSelector("html[data-ready='true']", { state: "attached", timeout: 60_000 });
    for (let seen = -1; seen !== bodies.size;) {
      seen = bodies.size;
      await tab.waitForTimeout(500);
    }
    // A parent's page that sent the browser to the login page would measure the wrong page.
    if (new URL(tab.url()).pathname !== new URL(url).pathname) throw new Error(`${url}: sent to ${tab.url()}`);
    tab.off("response", onResponse);
    if (failed.length > 0) throw new Error(`${url}: ${failed.join(", ")}`);
    const files = await Promise.all(bodies.values());
    if (files.length === 0) throw new Error(`${url}: no JavaScript downloaded`);
    return { page, files: files.length, gzipBytes: files.reduce((sum, body) => sum + gzipSync(body).length, 0) };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const dataDir = await mkdtemp(path.join(os.tmpdir(), "plaines-budget-"));
const mail = await startSmtpServer();
// In `npm test` the type check and lint run beside this script (`npm run checks`): on a busy
// two-core machine the server's first start (migrations, demo content) can take over a minute.
const site = await startServerProcess(await freePort(), {
  env: { DATA_DIR: dataDir, DEMO_DATA: "true", SMTP_URL: mail.url },
  timeoutMs: 180_000,
});
const results: Measurement[] = [];
try {
  const { activities } = (await (await fetch(`${site.url}/api/activities?limit=1`)).json()) as { activities: { id: string }[] };
  if (activities.length === 0) throw new Error("no plaine in the demo content");
  const urls: Record<string, string> = {
    "/": "/",
    "/search": "/search",
    "/activities/:id": `/activities/${activities[0].id}`,
    "/login": "/login",
    "/signup": "/signup",
    "/forgot-password": "/forgot-password",
    "/dashboard": "/dashboard",
    "/dashboard/registrations": "/dashboard/registrations",
  };
  const parent = await signedInParent(site.url, mail);

  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
  try {
    for (const page of Object.keys(budget.pages)) {
      if (!urls[page]) throw new Error(`${BUDGET_FILE}: no address known for ${page}`);
      results.push(await measure(browser, site.url + urls[page], page, SIGNED_IN_PAGES.has(page) ? parent : null));
    }
  } finally {
    await browser.close();
  }
} finally {
  await site.stop();
  await mail.close();
  await rm(dataDir, { recursive: true, force: true });
}

let over = 0;
const rows: Record<string, Record<string, string | number>> = {};
for (const { page, files, gzipBytes } of results) {
  const limit = budget.pages[page];
  const ok = gzipBytes <= limit;
  if (!ok) over += 1;
  rows[page] = {
    files,
    "gzip kB": kB(gzipBytes),
    "budget kB": kB(limit),
    verdict: ok ? `ok (${Math.round((gzipBytes / limit) * 100)} %)` : `OVER by ${kB(gzipBytes - limit)} kB`,
  };
}
console.table(rows);

if (args.has("--update")) {
  const pages = Object.fromEntries(results.map(({ page, gzipBytes }) => [page, Math.ceil((gzipBytes * MARGIN) / 100) * 100]));
  writeFileSync(BUDGET_FILE, `${JSON.stringify({ ...budget, pages }, null, 2)}\n`);
  console.log(`${path.relative(ROOT, BUDGET_FILE)}: today's figures + ${Math.round((MARGIN - 1) * 100)} % written as the budget`);
} else if (over > 0) {
  console.error(
    `${over} page(s) over the JavaScript budget (${path.relative(ROOT, BUDGET_FILE)}). Lighten the page, or raise the budget on purpose.`,
  );
  process.exit(1);
}
