/**
 * The `test` every end-to-end spec imports:
 * - `server`: the run's server (playwright.config.ts), on a new database seeded with the demo
 *   content, which `baseURL` points at; a spec may give its worker a server of its own (server.ts);
 * - `demo`: the seeded demo content, read once per worker through the public API;
 * - the privacy-enhanced YouTube player is answered locally, so runs never depend on the network;
 * - any uncaught exception in the page fails the test.
 */
import { test as base, expect, type Response } from "@playwright/test";
import { loadDemoData, type DemoData } from "./demo-data.ts";
import { type E2EServer, sharedServer } from "./server.ts";

export const YOUTUBE_STUB = "<!doctype html><title>Lecteur vidéo</title><p>Lecteur vidéo</p>";

export const test = base.extend<object, { server: E2EServer; demo: DemoData }>({
  server: [
    async ({ playwright: _ }, use, workerInfo) => {
      await use(sharedServer(workerInfo.project.use.baseURL));
    },
    { scope: "worker" },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  demo: [
    async ({ playwright, server }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      await use(await loadDemoData(request));
      await request.dispose();
    },
    { scope: "worker" },
  ],

  context: async ({ context }, use) => {
    await context.route(/^https:\/\/(www\.)?youtube-nocookie\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: YOUTUBE_STUB }),
    );
    await use(context);
  },

  page: async ({ page, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
    // A page drawn by the server shows its buttons before they answer: a visit ends once they
    // do (<html data-ready>, set by Layout or by the public pages' script), as a person would wait.
    const untilReady = async (response: Response | null, waitUntil: string | undefined) => {
      const isPage = response?.headers()["content-type"]?.includes("text/html") && waitUntil !== "commit";
      if (isPage && javaScriptEnabled !== false && response!.status() < 500) {
        await page.locator("html[data-ready]").waitFor({ state: "attached" });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => untilReady(await goto(url, options), options?.waitUntil);
    // A reload draws the page anew from the server: the same wait.
    const reload = page.reload.bind(page);
    page.reload = async (options) => untilReady(await reload(options), options?.waitUntil);
    await use(page);
    expect(errors, "uncaught exceptions in the page").toEqual([]);
  },
});

export { expect };
