import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { PUBLIC_PAGES } from "../support/public-pages.ts";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

test.describe("Content Security Policy", () => {
  for (const path of ["/", "/search", "/activities/00000000-0000-4000-8000-000000000000", "/page-inexistante"]) {
    test(`scripts come only from the site on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const csp = response.headers()["content-security-policy"];
      expect(csp, "a Content-Security-Policy header").toBeTruthy();
      const policy = directives(csp);
      const scriptSrc = policy.get("script-src") ?? policy.get("default-src");
      expect(scriptSrc, "script-src or default-src").toBeDefined();
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain("*");
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);

      // And the page itself carries no inline script the policy would have to allow.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body.trim()).toBe("");
      }
    });
  }
});

interface Problems {
  console: string[];
  csp: string[];
  failedRequests: string[];
  scripts: Set<string>;
}

async function watch(page: Page, baseURL: string): Promise<Problems> {
  const problems: Problems = { console: [], csp: [], failedRequests: [], scripts: new Set() };
  const origin = new URL(baseURL).origin;
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") problems.console.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.failedRequests.push(`${page.url()}: ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on("requestfailed", (request) => {
    // Requests cut short by leaving the page are not failures.
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.failedRequests.push(`${page.url()}: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script") problems.scripts.add(new URL(request.url()).pathname);
  });
  // Reported through a binding: the page's own CSP cannot block it.
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.csp.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

test.describe("Browsing the public pages", () => {
  test("raises no console error, CSP violation or failed request", async ({ page, demo, baseURL }) => {
    test.setTimeout(120_000);
    const problems = await watch(page, baseURL!);
    for (const target of PUBLIC_PAGES) {
      await page.goto(target.path(demo));
      await target.ready(page, demo);
    }
    // And the same by following links inside the single-page app.
    await page.goto("/");
    await PUBLIC_PAGES[0].ready(page, demo);
    await page.getByTestId("activity-card").first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.activities[0].title);
    await page.getByRole("main").getByRole("link", { name: /retour à la recherche/i }).click();
    await expect(page.getByTestId("activity-card")).toHaveCount(demo.activities.length);
    await page.goto("/actualites");
    await page.getByTestId("news-card").first().getByRole("link").click();
    await expect(page).toHaveURL(`/actualites/${demo.news[0].id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.news[0].title);

    expect(problems.csp, "CSP violations").toEqual([]);
    expect(problems.console, "console errors").toEqual([]);
    expect(problems.failedRequests, "failed requests").toEqual([]);

    // Public pages download neither the admin area nor the account forms.
    const scripts = [...problems.scripts];
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((path) => /\/(admin|dashboard|register|login|signup|forgot-password|reset-password|checkout|profile|children)[^/]*\.js$/i.test(path))).toEqual([]);
  });
});
