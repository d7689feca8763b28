import type { Page } from "@playwright/test";
import type { Activity } from "../../../src/domain/activity.ts";
import { expect, test } from "../support/fixtures.ts";
import { euroPattern, frenchDatePattern } from "../support/format.ts";

function resultCount(page: Page) {
  return page.getByTestId("result-count");
}

function rows(page: Page) {
  return page.getByRole("region", { name: "Résultats" }).getByTestId("activity-card");
}

/** The plaines a filter should keep, stated as spec §5 does, independently of the app's code. */
function expectedTitles(activities: Activity[], keep: (a: Activity) => boolean) {
  return activities.filter(keep).map((a) => a.title);
}

test.describe("Search page", () => {
  test("lists every upcoming plaine sorted by start date, with a plural count", async ({ page, demo }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
    await expect(page.getByText("Triés par date de début")).toBeVisible();

    const starts = demo.activities.map((a) => a.startDate);
    expect(starts, "the API lists plaines by start date").toEqual([...starts].sort());
    expect(demo.activities.length).toBeGreaterThan(1);

    await expect(resultCount(page)).toHaveText(`${demo.activities.length} plaines trouvées`);
    await expect(rows(page)).toHaveCount(demo.activities.length);
    await expect(rows(page).getByRole("heading")).toHaveText(demo.activities.map((a) => a.title));
    // The past plaine is not offered.
    await expect(page.getByRole("link", { name: demo.past.title })).toHaveCount(0);
  });

  test("each row shows the facts of a plaine and links to its page", async ({ page, demo }) => {
    await page.goto("/search");
    const plaine = demo.ordinary;
    const row = rows(page).filter({ has: page.getByRole("link", { name: plaine.title }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(plaine.location.city);
    await expect(row).toContainText(euroPattern(plaine.price.standard));
    await expect(row).toContainText(frenchDatePattern(plaine.startDate));
    await expect(row).toContainText(frenchDatePattern(plaine.endDate));

    const full = rows(page).filter({ has: page.getByRole("link", { name: demo.full.title }) });
    await expect(full).toContainText("Complet");

    await row.getByRole("link", { name: plaine.title }).click();
    await expect(page).toHaveURL(`/activities/${plaine.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plaine.title);
  });

  test("filters by city (partial, any case): URL and list follow, with a singular count", async ({ page, demo }) => {
    const city = demo.full.location.city; // e.g. "Namur"
    const typed = city.slice(0, 4).toUpperCase();
    const expected = expectedTitles(demo.activities, (a) => a.location.city.toLowerCase().includes(typed.toLowerCase()));
    expect(expected, "the demo has exactly one plaine in that city").toHaveLength(1);

    await page.goto("/search");
    await expect(rows(page)).toHaveCount(demo.activities.length);
    const filters = page.getByRole("search", { name: /filtrer/i });
    await filters.getByLabel("Ville").fill(typed);
    await filters.getByRole("button", { name: "Filtrer" }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("city") === typed);
    await expect(resultCount(page)).toHaveText("1 plaine trouvée");
    await expect(rows(page).getByRole("heading")).toHaveText(expected);

    // A reload keeps the filter, in the field and in the list.
    await page.reload();
    await expect(page.getByLabel("Ville")).toHaveValue(typed);
    await expect(resultCount(page)).toHaveText("1 plaine trouvée");
    await expect(rows(page).getByRole("heading")).toHaveText(expected);

    // The back button returns to the unfiltered list.
    await page.goBack();
    await expect(page).toHaveURL("/search");
    await expect(rows(page)).toHaveCount(demo.activities.length);
    await expect(page.getByLabel("Ville")).toHaveValue("");
  });

  test("filters by age and maximum price, and clearing the filters shows everything again", async ({ page, demo }) => {
    await page.goto("/search");
    await expect(rows(page)).toHaveCount(demo.activities.length);
    const filters = page.getByRole("search", { name: /filtrer/i });

    // minAge keeps plaines whose maximum age is at most the value.
    const byMinAge = expectedTitles(demo.activities, (a) => a.ageRange.max <= 6);
    expect(byMinAge.length).toBeGreaterThan(0);
    expect(byMinAge.length).toBeLessThan(demo.activities.length);
    await filters.getByLabel("Âge minimum").fill("6");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/[?&]minAge=6(&|$)/);
    await expect(rows(page).getByRole("heading")).toHaveText(byMinAge);

    // maxAge keeps plaines whose minimum age is at least the value; maxPrice compares the standard price.
    const combined = expectedTitles(demo.activities, (a) => a.ageRange.min >= 4 && a.price.standard <= 9000);
    expect(combined.length).toBeGreaterThan(0);
    await filters.getByLabel("Âge minimum").fill("");
    await filters.getByLabel("Âge maximum").fill("4");
    await filters.getByLabel(/prix maximum/i).fill("90");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("maxAge") === "4" && url.searchParams.get("maxPrice") === "90" && !url.searchParams.has("minAge"),
    );
    await expect(resultCount(page)).toHaveText(combined.length === 1 ? "1 plaine trouvée" : `${combined.length} plaines trouvées`);
    await expect(rows(page).getByRole("heading")).toHaveText(combined);

    await page.getByRole("link", { name: /effacer les filtres/i }).click();
    await expect(page).toHaveURL("/search");
    await expect(rows(page)).toHaveCount(demo.activities.length);
  });

  test("shows the empty state when no plaine matches", async ({ page, demo }) => {
    await page.goto("/search?city=Bastogne-sur-Lune");
    await expect(page.getByRole("heading", { name: "Aucune plaine disponible" })).toBeVisible();
    await expect(page.getByText("Il n'y a actuellement aucune plaine disponible. Revenez plus tard !")).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(resultCount(page)).toHaveText("0 plaine trouvée");

    await page
      .getByRole("main")
      .getByRole("link", { name: /voir toutes les plaines/i })
      .click();
    await expect(page).toHaveURL("/search");
    await expect(rows(page)).toHaveCount(demo.activities.length);
  });

  test("an invalid filter shows a French message and the page keeps working", async ({ page, demo }) => {
    await page.goto("/search?minAge=abc");
    await expect(page.getByRole("main")).toContainText("L'âge minimum doit être un nombre");
    await expect(rows(page)).toHaveCount(0);

    // A negative price typed in the form.
    const filters = page.getByRole("search", { name: /filtrer/i });
    await filters.getByLabel("Âge minimum").fill("");
    await filters.getByLabel(/prix maximum/i).fill("-5");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/[?&]maxPrice=-5(&|$)/);
    await expect(page.getByRole("main")).toContainText("Le prix maximum ne peut pas être négatif");

    // Correcting the value brings the list back.
    await filters.getByLabel(/prix maximum/i).fill("1000");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(rows(page)).toHaveCount(demo.activities.length);
  });
});
