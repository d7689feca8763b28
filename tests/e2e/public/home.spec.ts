import { expect, test } from "../support/fixtures.ts";
import { euroPattern } from "../support/format.ts";

test.describe("Home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("hero invites to find a plaine and to create an account", async ({ page }) => {
    const hero = page.getByRole("region", { name: /aventures inoubliables/i });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(/aventures inoubliables/i);
    await expect(hero.getByRole("link", { name: /créer un compte/i })).toHaveAttribute("href", "/signup");
    await expect(page).toHaveTitle(/Plaines Soleil/);

    const find = hero.getByRole("link", { name: /trouver une plaine/i });
    await expect(find).toHaveAttribute("href", "/search");
    await find.click();
    await expect(page).toHaveURL("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trouvez la plaine idéale");
  });

  test("shows the 3 next plaines, each opening its page, and 'Voir toutes'", async ({ page, demo }) => {
    const section = page.getByRole("region", { name: "Nos prochaines plaines" });
    const cards = section.getByTestId("activity-card");
    const next = demo.activities.slice(0, 3);
    await expect(cards).toHaveCount(3);
    for (const [index, plaine] of next.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: plaine.title })).toHaveAttribute("href", `/activities/${plaine.id}`);
      await expect(card).toContainText(plaine.location.city);
      await expect(card).toContainText(euroPattern(plaine.price.standard));
    }
    await expect(section.getByRole("link", { name: /voir toutes/i })).toHaveAttribute("href", "/search");

    await section.getByRole("link", { name: next[0].title }).click();
    await expect(page).toHaveURL(`/activities/${next[0].id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next[0].title);
  });

  test("shows 3 featured news items opening at /news/{id}, and a link to /actualites", async ({ page, demo }) => {
    const section = page.getByRole("region", { name: "Actualités" });
    const cards = section.getByTestId("news-card");
    const featured = demo.featuredNews.slice(0, 3);
    expect(featured).toHaveLength(3);
    await expect(cards).toHaveCount(3);
    for (const [index, article] of featured.entries()) {
      await expect(cards.nth(index).getByRole("link", { name: article.title })).toHaveAttribute("href", `/news/${article.id}`);
    }
    await expect(section.getByRole("link", { name: /toutes les actualités/i })).toHaveAttribute("href", "/actualites");

    await section.getByRole("link", { name: featured[0].title }).click();
    await expect(page).toHaveURL(`/news/${featured[0].id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured[0].title);
  });

  test("explains why to choose the association and ends with a call to action", async ({ page }) => {
    const why = page.getByRole("region", { name: /pourquoi nous choisir/i });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      /activités variées/i,
      /encadrement professionnel/i,
      /espaces adaptés/i,
    ]);
    const cta = page.getByRole("region", { name: /prêts pour des vacances/i });
    await expect(cta.getByRole("link", { name: /découvrir les plaines/i })).toHaveAttribute("href", "/search");
    await expect(cta.getByRole("link", { name: /créer mon espace parent/i })).toHaveAttribute("href", "/signup");
  });
});
