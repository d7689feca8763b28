/**
 * The `test` every end-to-end spec imports:
 * - `demo`: the seeded demo content, read once per worker through the public API;
 * - the privacy-enhanced YouTube player is answered locally, so runs never depend on the network;
 * - any uncaught exception in the page fails the test.
 */
import { test as base, expect } from "@playwright/test";
import { loadDemoData, type DemoData } from "./demo-data.ts";

export const YOUTUBE_STUB = "<!doctype html><title>Lecteur vidéo</title><p>Lecteur vidéo</p>";

export const test = base.extend<object, { demo: DemoData }>({
  demo: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
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

  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
    await use(page);
    expect(errors, "uncaught exceptions in the page").toEqual([]);
  },
});

export { expect };
