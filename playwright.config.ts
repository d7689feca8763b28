import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests: Chromium drives the built site served by the real server, with a fresh
 * embedded database seeded with the demo content (see tests/e2e/support/start-server.ts).
 */
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${port}`;
const CI = Boolean(process.env.CI);

// Debian's Chromium where Playwright's own browser cannot be downloaded; Playwright's otherwise.
// Its headless shell first, as Playwright's own headless runs use: the same engine without the
// desktop browser around it, which took a third of the browser tests' time (decision 0042).
const systemChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file));
const executablePath = process.env.CHROMIUM_PATH || systemChromium;

const launchOptions = {
  executablePath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
const mobile = {
  // A Pixel-like phone, in the same Chromium: its width, touch and user agent. It draws one device
  // pixel per CSS pixel: what the tests check (layout, words, touch) does not depend on the density,
  // and a 2x phone gave Chromium four times the pixels to paint without a GPU (decision 0042).
  userAgent: devices["Pixel 7"].userAgent,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  launchOptions,
};
const ADMIN_SPECS = "admin/**/*.spec.ts";
// A test that opens no page (only `request`, files or fetch) checks the server's answers, which do
// not depend on the screen: tagged `@server`, it runs in the desktop projects only (decision 0042).
const SERVER_ONLY = /@server\b/;

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Three at a time on two cores: a browser test waits (the page, the server, an e-mail) part of its
  // time, and a third worker fills it (decision 0042).
  workers: 3,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    locale: "fr-BE",
    timezoneId: "Europe/Brussels",
    trace: CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // The administrators' specs create, change and delete plaines and articles that the public
  // specs count on the one shared server: they run once every other spec is done.
  projects: [
    { name: "desktop", testIgnore: ADMIN_SPECS, use: desktop },
    { name: "mobile", testIgnore: ADMIN_SPECS, grepInvert: SERVER_ONLY, use: mobile },
    { name: "admin-desktop", testMatch: ADMIN_SPECS, dependencies: ["desktop", "mobile"], use: desktop },
    { name: "admin-mobile", testMatch: ADMIN_SPECS, dependencies: ["desktop", "mobile"], grepInvert: SERVER_ONLY, use: mobile },
  ],
  webServer: {
    command: "node tests/e2e/support/start-server.ts",
    url: `${baseURL}/api/health`,
    // PUBLIC_URL is the only origin whose POSTs the server accepts; behind TRUST_PROXY each test
    // sends its own X-Forwarded-For, so per-address rate limits count every test apart.
    env: { PORT: String(port), LOG_LEVEL: "warn", PUBLIC_URL: baseURL, TRUST_PROXY: "true" },
    reuseExistingServer: !CI,
    // Build, database creation and demo images: seconds on a quiet machine, more on a busy one.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
