import { UNKNOWN_ID } from "../support/demo-data.ts";
import { expect, test } from "../support/fixtures.ts";
import { expectCleanPage, watchPage } from "../support/page-watch.ts";
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

// Headers only, no page: the desktop projects run it (@server, playwright.config.ts).
test.describe("Content Security Policy", { tag: "@server" }, () => {
  for (const [path, status] of [
    ["/", 200],
    ["/search", 200],
    [`/activities/${UNKNOWN_ID}`, 404],
    ["/page-inexistante", 404],
  ] as const) {
    test(`scripts come only from the site on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
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

      // And the page itself carries no inline script the policy would have to allow: data blocks
      // (the page's state, JSON-LD) are never run.
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      const code = scripts.filter(([, attributes]) => !/\btype="application\/(ld\+)?json"/.test(attributes));
      expect(code.length).toBeGreaterThan(0);
      for (const [, attributes, body] of code) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body.trim()).toBe("");
      }
    });
  }
});

test("following links through the public pages raises no console error, CSP violation or failed request", async ({
  page,
  demo,
  baseURL,
  isMobile,
}) => {
  const problems = await watchPage(page, baseURL!);
  const [home] = PUBLIC_PAGES;
  await page.goto("/");
  await home.ready(page, demo);

  await page.getByTestId("activity-card").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.activities[0].title);
  await page
    .getByRole("main")
    .getByRole("link", { name: /retour à la recherche/i })
    .click();
  await expect(page.getByTestId("activity-card")).toHaveCount(demo.activities.length);

  if (isMobile) await page.getByRole("button", { name: /ouvrir le menu/i }).tap();
  await page
    .getByRole("navigation", { name: isMobile ? "Menu mobile" : "Navigation principale" })
    .getByRole("link", { name: "Actualités" })
    .click();
  await page.getByTestId("news-card").first().getByRole("link").click();
  await expect(page).toHaveURL(`/actualites/${demo.news[0].id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.news[0].title);

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /questions fréquentes|faq/i })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/questions fréquentes/i);

  expectCleanPage(problems);
});
