import type { Page } from "@playwright/test";
import type { Activity } from "../../../src/domain/activity.ts";
import { formatDateRangeFr } from "../../../src/domain/dates.ts";
import { expect, test } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";

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

/** Whether a child can attend: the age in completed half-years within the plaine's range, bounds included. */
function holds(a: Activity, age: number) {
  return a.ageRange.min <= age && age <= a.ageRange.max;
}

/** Completed half-years between a birth date and a plaine's first day (birth dates on day 28 or before here). */
function halfYearsOn(birthDate: string, day: string) {
  const [by, bm, bd] = birthDate.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  const months = (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
  return Math.floor(months / 6) / 2;
}

function countText(count: number) {
  return count === 1 ? "1 plaine trouvée" : `${count} plaines trouvées`;
}

test.describe("Search page", () => {
  // The upcoming plaines as the API lists them when the test starts: other specs of the run add
  // plaines of their own after the worker has read the demo content.
  let listed: Activity[];
  test.beforeEach(async ({ request }) => {
    listed = ((await (await request.get("/api/activities")).json()) as { activities: Activity[] }).activities;
  });

  test("lists every upcoming plaine sorted by start date, with a plural count", async ({ page, demo }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
    await expect(page.getByText("Triés par date de début")).toBeVisible();

    const starts = listed.map((a) => a.startDate);
    expect(starts, "the API lists plaines by start date").toEqual([...starts].sort());
    expect(listed.length).toBeGreaterThan(1);

    await expect(resultCount(page)).toHaveText(`${listed.length} plaines trouvées`);
    await expect(rows(page)).toHaveCount(listed.length);
    await expect(rows(page).getByRole("heading")).toHaveText(listed.map((a) => a.title));
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
    await expect(row).toContainText(formatDateRangeFr(plaine.startDate, plaine.endDate));

    const full = rows(page).filter({ has: page.getByRole("link", { name: demo.full.title }) });
    await expect(full).toContainText("Complet");

    await row.getByRole("link", { name: plaine.title }).click();
    await expect(page).toHaveURL(`/activities/${plaine.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plaine.title);
  });

  test("filters by city (partial, any case): URL and list follow, with a singular count", async ({ page, demo }) => {
    const city = demo.full.location.city; // e.g. "Namur"
    const typed = city.slice(0, 4).toUpperCase();
    const expected = expectedTitles(listed, (a) => a.location.city.toLowerCase().includes(typed.toLowerCase()));
    expect(expected, "the demo has exactly one plaine in that city").toHaveLength(1);

    await page.goto("/search");
    await expect(rows(page)).toHaveCount(listed.length);
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
    await expect(rows(page)).toHaveCount(listed.length);
    await expect(page.getByLabel("Ville")).toHaveValue("");
  });

  test("filters by the child's age and maximum price, and clearing the filters shows everything again", async ({ page }) => {
    await page.goto("/search");
    await expect(rows(page)).toHaveCount(listed.length);
    const filters = page.getByRole("search", { name: /filtrer/i });
    // One age field; the spec's 'Âge minimum' and 'Âge maximum' are gone, and a visitor has no children to pick.
    await expect(filters.getByLabel(/Âge minimum|Âge maximum/)).toHaveCount(0);
    await expect(filters.getByLabel("Ou choisir un de mes enfants")).toBeHidden();

    // A child of 7 is offered every plaine whose range holds 7, and none that stops before (2,5–6).
    const forSeven = expectedTitles(listed, (a) => holds(a, 7));
    expect(forSeven.length).toBeGreaterThan(0);
    await filters.getByLabel("Âge de l'enfant").fill("7");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("age") === "7" && !url.searchParams.has("minAge"));
    await expect(rows(page).getByRole("heading")).toHaveText(forSeven);

    // A child of 4 gets every plaine that takes 4-year-olds (2,5–6 and 4–10 alike); with a price cap too.
    const forFour = expectedTitles(listed, (a) => holds(a, 4) && a.price.standard <= 9000);
    expect(forFour.length).toBeGreaterThan(0);
    await filters.getByLabel("Âge de l'enfant").fill("4");
    await filters.getByLabel(/prix maximum/i).fill("90");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("age") === "4" && url.searchParams.get("maxPrice") === "90");
    await expect(resultCount(page)).toHaveText(countText(forFour.length));
    await expect(rows(page).getByRole("heading")).toHaveText(forFour);

    await page.getByRole("link", { name: /effacer les filtres/i }).click();
    await expect(page).toHaveURL("/search");
    await expect(rows(page)).toHaveCount(listed.length);
  });

  test.describe("signed in as a parent", () => {
    test.beforeEach(async ({ createParent, signIn }) => signIn(await createParent("search")));

    test("they pick one of their children: each plaine is checked at the child's age on its first day", async ({ page, baseURL }) => {
      // Léa is 4 years and 2 months on the first day of the first plaine; Tom is 9 then.
      const first = listed[0].startDate;
      const lea = await addChild(page, baseURL, { firstName: "Léa", birthDate: birthDateForAge(4, first) });
      await addChild(page, baseURL, { firstName: "Tom", birthDate: birthDateForAge(9, first) });
      const forLea = expectedTitles(listed, (a) => holds(a, halfYearsOn(lea.birthDate, a.startDate)));
      expect(forLea.length).toBeGreaterThan(0);
      expect(forLea.length).toBeLessThan(listed.length);

      await page.goto("/search?age=12");
      const filters = page.getByRole("search", { name: /filtrer/i });
      const picker = filters.getByLabel("Ou choisir un de mes enfants");
      await expect(picker).toBeVisible();
      await expect(picker.getByRole("option")).toHaveText(["—", "Léa", "Tom"]);

      // Picking Léa stands for the typed age.
      await picker.selectOption({ label: "Léa" });
      await expect(filters.getByLabel("Âge de l'enfant")).toHaveValue("");
      await filters.getByRole("button", { name: "Filtrer" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("birthDate") === lea.birthDate && !url.searchParams.has("age"));
      await expect(rows(page).getByRole("heading")).toHaveText(forLea);
      await expect(filters).toContainText("est compté au premier jour de chaque plaine");

      // A reload keeps her chosen, and the list.
      await page.reload();
      await expect(filters.getByLabel("Ou choisir un de mes enfants")).toHaveValue(lea.birthDate);
      await expect(picker.locator("option:checked")).toHaveText("Léa");
      await expect(rows(page).getByRole("heading")).toHaveText(forLea);
    });
  });

  test("says which filters left nothing, and clears them", async ({ page }) => {
    await page.goto("/search?age=4&city=Bastogne-sur-Lune");
    const results = page.getByRole("region", { name: "Résultats" });
    await expect(results.getByRole("heading", { name: "Aucun résultat" })).toBeVisible();
    await expect(results).toContainText(
      "Aucune plaine ne correspond à ces filtres\u00a0: âge de l'enfant 4 ans, ville «\u00a0Bastogne-sur-Lune\u00a0».",
    );
    // The spec's text is for a site without any plaine, which this one is not.
    await expect(page.getByText("Il n'y a actuellement aucune plaine disponible. Revenez plus tard\u00a0!")).toHaveCount(0);
    await expect(rows(page)).toHaveCount(0);
    await expect(resultCount(page)).toHaveText("Aucune plaine trouvée");

    await results.getByRole("link", { name: "Effacer les filtres" }).click();
    await expect(page).toHaveURL("/search");
    await expect(rows(page)).toHaveCount(listed.length);
  });

  test("an invalid filter shows a French message and the page keeps working", async ({ page }) => {
    await page.goto("/search?age=abc");
    await expect(page.getByRole("main")).toContainText("L'âge de l'enfant doit être un nombre");
    await expect(rows(page)).toHaveCount(0);
    const filters = page.getByRole("search", { name: /filtrer/i });
    await expect(filters.getByLabel("Âge de l'enfant")).toHaveAttribute("aria-invalid", "true");

    // A negative price typed in the form.
    await filters.getByLabel("Âge de l'enfant").fill("");
    await filters.getByLabel(/prix maximum/i).fill("-5");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/[?&]maxPrice=-5(&|$)/);
    await expect(page.getByRole("main")).toContainText("Le prix maximum ne peut pas être négatif");

    // Correcting the value brings the list back.
    await filters.getByLabel(/prix maximum/i).fill("1000");
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(rows(page)).toHaveCount(listed.length);

    // A birth date that is no date.
    await page.goto("/search?birthDate=2021-02-30");
    await expect(page.getByRole("main")).toContainText("La date de naissance n'est pas une date valide");
    await expect(rows(page)).toHaveCount(0);
  });
});
