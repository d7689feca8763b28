import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/fixtures.ts";
import { expectCleanPage, watchPage } from "../support/page-watch.ts";
import { ERROR_PAGES, PUBLIC_PAGES } from "../support/public-pages.ts";

/**
 * Every public page, once loaded: no serious or critical accessibility violation (axe, WCAG 2
 * A and AA), no console error, no CSP violation, no failed request, no private-area code.
 */
test.describe("Public page health", () => {
  for (const target of [...PUBLIC_PAGES, ...ERROR_PAGES]) {
    test(target.name, async ({ page, demo, baseURL, isMobile }) => {
      const problems = await watchPage(page, baseURL!);
      await page.goto(target.path(demo));
      await target.ready(page, demo);
      await expectNoSeriousA11yViolations(page);

      if (target === PUBLIC_PAGES[0]) {
        // The header's other looks: white once scrolled, and the open menu on phones.
        await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
        await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
        if (isMobile) {
          await page.getByRole("button", { name: /ouvrir le menu/i }).tap();
          await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
        }
        await expectNoSeriousA11yViolations(page, { include: "header" });
      }

      expectCleanPage(problems, { expectedFailures: target.expectedFailures });
    });
  }
});
