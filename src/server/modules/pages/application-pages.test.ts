import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { frameForDrawnPages } from "./application-pages.ts";

/** index.html as `vite build` writes it: the entry, the modules it imports, the stylesheet. */
const BUILT_FRAME = `<!doctype html><html><head><title>Plaines</title>
    <script type="module" crossorigin src="/assets/app-Abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Def456.js">
    <link rel="modulepreload" crossorigin href="/assets/auth-context-Gh_78.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-Xyz.css">
  </head><body><div id="root"></div></body></html>`;

describe("the frame of the pages drawn for one person", () => {
  let webDir = "";
  afterEach(() => rm(webDir, { recursive: true, force: true }));

  async function builtWeb(files: Record<string, string>) {
    webDir = await mkdtemp(path.join(os.tmpdir(), "plaines-frame-"));
    await mkdir(path.join(webDir, "assets"));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(webDir, "assets", name), text);
    return webDir;
  }

  it("asks for the application once the page is painted: one small script carries the entry and its modules", async () => {
    const html = await frameForDrawnPages(BUILT_FRAME, await builtWeb({ "after-paint-K9z.js": "", "styles-Xyz.css": "body{margin:0}" }));
    const scripts = html.match(/<script[^>]*>/g);
    expect(scripts).toEqual([
      '<script type="module" crossorigin src="/assets/after-paint-K9z.js" data-app="/assets/app-Abc123.js" data-preload="/assets/react-Def456.js /assets/auth-context-Gh_78.js">',
    ]);
    // Nothing else fetched before the first paint: no preload left, the stylesheet written in.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-Xyz.css" disabled>');
  });

  it("a build without the starter keeps the application's scripts as built", async () => {
    const html = await frameForDrawnPages(BUILT_FRAME, await builtWeb({ "styles-Xyz.css": "body{margin:0}" }));
    expect(html).toContain('<script type="module" crossorigin src="/assets/app-Abc123.js"></script>');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
  });
});
