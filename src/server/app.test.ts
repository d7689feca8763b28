import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { ApiErrorBody } from "../domain/api-error.ts";
import { insertActivity } from "../../tests/support/factories.ts";
import { suiteTestApp } from "../../tests/support/suite.ts";
import { buildApp } from "./app.ts";

describe("the HTTP baseline", () => {
  const t = suiteTestApp("pglite");

  it("sends security headers: a CSP without inline scripts, nosniff, no framing, a referrer policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("reports health with the database, the job queue and the image storage it uses, never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: { kind: "pglite", state: "ok" },
      // A test app sends jobs but leaves running them to the test.
      queue: { kind: "pg-boss", state: "ok", runsJobs: false },
      storage: { kind: "disk", state: "ok" },
    });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers an unknown API path with a French JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: "Ressource introuvable" } });
  });

  it("answers a malformed JSON body with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/activities",
      headers: { "content-type": "application/json", origin: t.config.publicUrl },
      payload: "{ not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe("BAD_REQUEST");
  });

  it("compresses large answers", async () => {
    for (let i = 0; i < 5; i++) await insertActivity(t.db);
    const response = await t.app.inject({ method: "GET", url: "/api/activities", headers: { "accept-encoding": "br, gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
  });
});

describe("serving the built front end", () => {
  const t = suiteTestApp("pglite");
  let app: Awaited<ReturnType<typeof buildApp>>;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(inject("testRoot"), "web-"));
    await mkdir(path.join(webDir, "assets"));
    await writeFile(
      path.join(webDir, "index.html"),
      '<!doctype html><html lang="fr"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
    );
    await writeFile(path.join(webDir, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(5000))});`);
    app = await buildApp({ config: { ...t.config, webDir }, database: t.database });
  });
  afterAll(() => app.close());

  it("serves hashed assets for a year, immutable", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves assets of a rebuild made while it runs", async () => {
    await writeFile(path.join(webDir, "assets", "index-new456.js"), "console.log(1);");
    expect((await app.inject({ method: "GET", url: "/assets/index-new456.js" })).statusCode).toBe(200);
  });

  it("compresses assets for browsers that accept it", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("answers client routes with index.html, revalidated each time", async () => {
    for (const url of ["/", "/search?city=Namur", "/activities/123", "/une/page/inconnue"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers["cache-control"]).toMatch(/no-cache|max-age=0/);
    }
  });

  it("draws a page again when its form was posted before the script took it over, never sending elsewhere", async () => {
    const headers = { origin: t.config.publicUrl, "content-type": "application/x-www-form-urlencoded" };
    const posted = await app.inject({ method: "POST", url: "/login", headers, payload: "email=a%40b.be&password=x" });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe("/login");
    for (const url of ["//evil.example/login", "/api/inconnue", "/media/x.webp"]) {
      const refused = await app.inject({ method: "POST", url, headers, payload: "a=1" });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.headers.location, url).toBeUndefined();
    }
  });

  it("still answers unknown API and media paths with 404", async () => {
    expect((await app.inject({ method: "GET", url: "/api/unknown" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/media/news/none.webp" })).statusCode).toBe(404);
  });
});
