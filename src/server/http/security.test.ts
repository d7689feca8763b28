import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../domain/api-error.ts";
import { lastMailTo, linkIn, PASSWORD, signIn, signUp } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

type Headers = Record<string, string | string[] | number | undefined>;

const BUILT_PAGE = fileURLToPath(new URL("../../../dist/web/index.html", import.meta.url));

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(headers: Headers): Map<string, string[]> {
  const policy = String(headers["content-security-policy"] ?? "");
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const csp = cspDirectives(headers);
  // Without script-src, default-src governs scripts: check whichever applies.
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  expect(scripts, "CSP script-src").toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
}

/** A built front end in miniature: the server serves it exactly as it serves dist/web. */
async function standInWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "plaines-web-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="fr"><head><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, "assets/main-abc123.js"), "console.log('plaines');\n");
  return dir;
}

/** Every answer the site gives (page, API, error, unknown page) carries the same protections. */
describe.each([
  { scheme: "http", publicUrl: "http://localhost:3000" },
  { scheme: "https", publicUrl: "https://plaines.example.be" },
])("security headers with PUBLIC_URL on $scheme", ({ scheme, publicUrl }) => {
  const https = scheme === "https";
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await standInWebDir();
    t = await createTestApp("pglite", { PUBLIC_URL: publicUrl, WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it.each([
    { what: "the home page", url: "/", status: 200, type: /^text\/html/ },
    { what: "a script of the front end", url: "/assets/main-abc123.js", status: 200, type: /javascript/ },
    { what: "an API answer", url: "/api/activities", status: 200, type: /^application\/json/ },
    { what: "an unknown API path", url: "/api/nothing-here", status: 404, type: /^application\/json/ },
    { what: "an unknown page (the front end's own 404)", url: "/no-such-page", status: 200, type: /^text\/html/ },
    { what: "a missing image", url: "/media/missing.webp", status: 404, type: /^application\/json/ },
  ])("$what", async ({ url, status, type }) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(String(response.headers["content-type"])).toMatch(type);
    expectSecurityHeaders(response.headers);
    if (status === 404) expect(response.json<ApiErrorBody>().error.code).toBe("NOT_FOUND");
  });

  it("a request refused before any route (cross-site POST)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/registrations",
      headers: { origin: "https://other.example", "content-type": "application/json" },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expectSecurityHeaders(response.headers);
  });

  it(https ? "sends Strict-Transport-Security" : "sends no Strict-Transport-Security over http", async () => {
    for (const url of ["/", "/api/activities", "/api/nothing-here"]) {
      const hsts = (await get(url)).headers["strict-transport-security"];
      if (https) expect(hsts).toBe("max-age=31536000; includeSubDomains");
      else expect(hsts).toBeUndefined();
    }
  });

  it(`sets the session cookie HttpOnly, SameSite${https ? ", Secure" : " and not Secure"} at sign-in`, async () => {
    const email = `cookie-${scheme}@example.org`;
    expect((await signUp(t, email)).statusCode).toBe(200);
    expect((await get(linkIn((await lastMailTo(t, email)).text))).statusCode).toBeLessThan(400);
    const response = await signIn(t, email, PASSWORD);
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);

    const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    const session = cookies.find((cookie) => /^(__Secure-)?[\w.-]*session_token=/.test(cookie));
    expect(session, `session cookie among ${cookies.join(" | ")}`).toBeDefined();
    const attributes = session!
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes.find((part) => part.startsWith("samesite="))).toMatch(/^samesite=(lax|strict)$/);
    expect(attributes.includes("secure")).toBe(https);
    // Every cookie set at sign-in, not only the session's, follows the same rules.
    for (const cookie of cookies) {
      const lower = cookie.toLowerCase();
      expect(lower).toContain("httponly");
      expect(lower).toMatch(/samesite=(lax|strict)/);
      expect(lower.includes("; secure")).toBe(https);
    }
  });
});

describe("the built front end", () => {
  // `npm test` builds before Vitest runs; alone, this check waits for a build.
  it.skipIf(!existsSync(BUILT_PAGE))("has no inline script, which the policy would block", () => {
    const html = readFileSync(BUILT_PAGE, "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc=/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
