import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/fixtures.ts";
import { ERROR_PAGES, PUBLIC_PAGES } from "../support/public-pages.ts";

test.describe("Accessibility (axe, WCAG 2 A/AA): no serious or critical violation", () => {
  for (const target of [...PUBLIC_PAGES, ...ERROR_PAGES]) {
    test(target.name, async ({ page, demo }) => {
      await page.goto(target.path(demo));
      await target.ready(page, demo);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("header after scrolling", async ({ page, demo }) => {
    await page.goto("/");
    await PUBLIC_PAGES[0].ready(page, demo);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await expectNoSeriousA11yViolations(page, { include: "header" });
  });

  test("open mobile menu", async ({ page, isMobile, demo }) => {
    test.skip(!isMobile, "the menu toggle exists on phones only");
    await page.goto("/");
    await PUBLIC_PAGES[0].ready(page, demo);
    await page.getByRole("button", { name: /ouvrir le menu/i }).tap();
    await expect(page.getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
