import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";

const WHITE = "rgb(255, 255, 255)";

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe("Header", () => {
  test("turns white with a shadow once the page has scrolled more than 20 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(page.getByRole("region", { name: "Nos prochaines plaines" }).getByTestId("activity-card")).toHaveCount(3);

    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
    await expect(header).not.toHaveCSS("background-color", WHITE);

    await scrollTo(page, 10);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");

    await scrollTo(page, 120);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("background-color", WHITE);
    await expect(header).not.toHaveCSS("box-shadow", "none");
    // Sticky: still at the top of the window.
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
  });
});

test.describe("Header on a wide screen", () => {
  test.skip(({ isMobile }) => isMobile, "the wide-screen navigation is hidden on phones");

  test("links to the public pages and to the login while logged out", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link")).toHaveText(["Accueil", "Plaines", "Actualités", "Se connecter"]);
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Plaines" })).toHaveAttribute("href", "/search");
    await expect(nav.getByRole("link", { name: "Actualités" })).toHaveAttribute("href", "/actualites");
    await expect(nav.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Mon Espace" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Déconnexion" })).toHaveCount(0);
    // The phone controls are not shown.
    await expect(page.getByRole("button", { name: /ouvrir le menu/i })).toBeHidden();
  });

  test("navigates between pages and marks the current one", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Plaines" }).click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
    await expect(nav.getByRole("link", { name: "Plaines" })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Actualités" }).click();
    await expect(page).toHaveURL("/actualites");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
    await expect(nav.getByRole("link", { name: "Plaines" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Accueil" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/aventures inoubliables/i);
  });
});

test.describe("Header on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone-only controls");

  test("has a search icon linking to /search", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    const search = page.getByRole("banner").getByRole("link", { name: /rechercher/i });
    await expect(search).toHaveAttribute("href", "/search");
    await search.tap();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
  });

  test("the menu toggle opens the menu, which closes when the route changes", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("banner").getByRole("button", { name: /menu/i });
    const menu = page.getByRole("navigation", { name: "Menu mobile" });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(/fermer/i);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["Accueil", "Plaines", "Actualités", "Se connecter"]);
    await expect(menu.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/login");

    // Closing by the toggle itself.
    await toggle.tap();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Closing by choosing a page.
    await toggle.tap();
    await menu.getByRole("link", { name: "Actualités" }).tap();
    await expect(page).toHaveURL("/actualites");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(/ouvrir/i);
  });
});

test.describe("Footer", () => {
  test("describes the association and gives links and contact details", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(/dédiée à l'organisation de plaines/i);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    for (const [name, href] of [
      [/à propos/i, "/about"],
      [/questions fréquentes|faq/i, "/faq"],
      [/confidentialité/i, "/privacy"],
      [/conditions/i, "/terms"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "Espace parent" })).toHaveAttribute("href", "/login");

    const phone = footer.locator('a[href^="tel:"]');
    await expect(phone).toHaveCount(1);
    await expect(phone).toHaveAttribute("href", /^tel:\+?\d{8,}$/);
    await expect(phone).toHaveText(/\d/);
    const mail = footer.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    await expect(footer.locator("address")).toContainText(/Belgique/);
    await expect(footer.getByRole("link", { name: /facebook|suivez-nous/i })).toHaveAttribute("href", /^https:\/\//);
  });

  test("footer links open their pages, scrolled to the top", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Nos prochaines plaines" }).getByTestId("activity-card")).toHaveCount(3);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await footer.getByRole("link", { name: /questions fréquentes|faq/i }).click();
    await expect(page).toHaveURL("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/questions fréquentes/i);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("Unknown pages", () => {
  test("an unknown path shows 'Page non trouvée' with links home and to the search", async ({ page }) => {
    await page.goto("/cette-page-n-existe-pas/vraiment");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page non trouvée");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /accueil/i })).toHaveAttribute("href", "/");
    const toSearch = main.locator('a[href="/search"]');
    await expect(toSearch).toHaveCount(1);
    // The layout is still there.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await toSearch.click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
  });
});
