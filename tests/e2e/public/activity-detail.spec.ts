import { mapLink, practicalItems } from "../../../src/domain/practical-info.ts";
import { UNKNOWN_ID } from "../support/demo-data.ts";
import { expect, test } from "../support/fixtures.ts";
import { formatDateRangeFr } from "../../../src/domain/dates.ts";
import { ageRangeText, escapeRegExp, euroPattern } from "../support/format.ts";

test.describe("Plaine page", () => {
  test("shows everything about an open plaine and invites to log in to register", async ({ page, demo }) => {
    const plaine = demo.ordinary;
    await page.goto(`/activities/${plaine.id}`);
    const main = page.getByRole("main");

    await expect(main.getByRole("heading", { level: 1 })).toHaveText(plaine.title);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(plaine.title)));
    const image = main.getByRole("img", { name: plaine.title });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await expect(main).toContainText(formatDateRangeFr(plaine.startDate, plaine.endDate));
    await expect(main).toContainText(ageRangeText(plaine.ageRange));
    await expect(main).toContainText(plaine.description.split("\n")[0]);
    for (const part of [plaine.location.name, plaine.location.address, `${plaine.location.postalCode} ${plaine.location.city}`]) {
      await expect(main.locator("address")).toContainText(part);
    }
    // Prices in the Belgian French format, e.g. "75,00 €": comma decimals, two digits, a
    // (no-break) space, then the euro sign.
    const pricing = page.getByRole("complementary", { name: /tarif/i });
    expect(plaine.price.reduced).not.toBeNull();
    await expect(pricing).toContainText(euroPattern(plaine.price.standard));
    await expect(pricing).toContainText(euroPattern(plaine.price.reduced!));
    await expect(pricing).not.toContainText(/\d+\.\d{2}\s?€|€\s?\d/);

    // No video, no limited-places banner for this one.
    await expect(main.locator("iframe")).toHaveCount(0);
    await expect(main.getByText(/places limitées/i)).toHaveCount(0);

    const register = main.getByRole("link", { name: "S'inscrire" });
    await expect(register).toBeVisible();
    await expect(register).toHaveAttribute("href", `/login?redirect=/register/${plaine.id}`);
    await expect(main.getByText("Complet", { exact: true })).toHaveCount(0);

    await register.click();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === `/register/${plaine.id}`);
  });

  test("'Infos pratiques' gives the place with its street, a link to the map and the organiser's practical information", async ({
    page,
    demo,
  }) => {
    const plaine = demo.ordinary;
    const items = practicalItems(plaine.practicalInfo);
    expect(items.length, "the demo plaine has practical information").toBeGreaterThan(1);
    await page.goto(`/activities/${plaine.id}`);
    const section = page.locator("section#infos-pratiques");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Infos pratiques");
    for (const part of [plaine.location.name, plaine.location.address, `${plaine.location.postalCode} ${plaine.location.city}`]) {
      await expect(section.locator("address")).toContainText(part);
    }
    const map = section.getByRole("link", { name: /Voir sur la carte/ });
    await expect(map).toHaveAttribute("href", mapLink(plaine.location));
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(section.getByRole("term")).toHaveText(items.map((item) => item.label));
    await expect(section.getByRole("definition")).toHaveText(items.map((item) => item.text));
    // The label sits beside its text on a wide screen, above it on a phone; neither overflows.
    const term = (await section.getByRole("term").first().boundingBox())!;
    const definition = (await section.getByRole("definition").first().boundingBox())!;
    if (page.viewportSize()!.width >= 640) expect(Math.abs(definition.y - term.y)).toBeLessThan(4);
    else expect(definition.y).toBeGreaterThanOrEqual(term.y + term.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // A plaine whose organiser gave none still shows where it is and the map.
    await page.goto(`/activities/${demo.family.id}`);
    const bare = page.locator("section#infos-pratiques");
    await expect(bare.locator("address")).toContainText(demo.family.location.address);
    await expect(bare.getByRole("link", { name: /Voir sur la carte/ })).toHaveAttribute("href", mapLink(demo.family.location));
    await expect(bare.getByRole("term")).toHaveCount(0);
  });

  test("a full plaine says 'Complet' and offers its waiting list, not a registration", async ({ page, demo }) => {
    await page.goto(`/activities/${demo.full.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(demo.full.title);
    await expect(main.getByText("Complet", { exact: true }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: "S'inscrire" })).toHaveCount(0);
    // The only way towards the form is the waiting list (decision 0031).
    await expect(main.getByRole("link", { name: "Rejoindre la liste d'attente" }).filter({ visible: true })).toHaveCount(1);
    for (const link of await page.locator('a[href*="/register/"]').all()) await expect(link).toHaveText("Rejoindre la liste d'attente");

    await main.getByRole("link", { name: /retour à la recherche/i }).click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
  });

  test("a plaine with few places left shows the limited-places banner", async ({ page, demo }) => {
    const plaine = demo.limited;
    await page.goto(`/activities/${plaine.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(plaine.title);
    const banner = main.getByRole("status").filter({ hasText: /places limitées/i });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(String(plaine.remainingSpots));
    await expect(main.getByRole("link", { name: "S'inscrire" })).toHaveAttribute("href", `/login?redirect=/register/${plaine.id}`);
  });

  test("embeds the plaine's video in a 16:9 privacy-enhanced player", async ({ page, demo }) => {
    const plaine = demo.withVideo;
    await page.goto(`/activities/${plaine.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(plaine.title);

    const frame = main.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    const videoId = new URL(plaine.videoUrl!).searchParams.get("v") ?? new URL(plaine.videoUrl!).pathname.split("/").pop();
    await expect(frame).toHaveAttribute("src", new RegExp(`/embed/${videoId}$`));
    await expect(frame).toHaveAttribute("title", /.+/);

    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    expect(box, "the player is laid out").not.toBeNull();
    expect(box!.width).toBeGreaterThan(200);
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
  });

  test("a past plaine can still be read", async ({ page, demo }) => {
    await page.goto(`/activities/${demo.past.id}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(demo.past.title);
    await expect(page.getByRole("main")).toContainText(formatDateRangeFr(demo.past.startDate, demo.past.endDate));
  });

  for (const [label, id] of [
    ["an unknown plaine", UNKNOWN_ID],
    ["a malformed id", "pas-un-identifiant"],
  ] as const) {
    test(`${label} answers 404 with the plaine's message and a way back to the search`, async ({ page }) => {
      const response = await page.goto(`/activities/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impossible de charger les détails de la plaine");
      await expect(page).toHaveTitle("Plaine introuvable | Plaines Soleil");
      await expect(page.getByRole("link", { name: "S'inscrire" })).toHaveCount(0);
      await page.getByRole("main").getByRole("link", { name: "Retour à la recherche" }).click();
      await expect(page).toHaveURL("/search");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
    });
  }
});
