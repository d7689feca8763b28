import { expect, test } from "../support/fixtures.ts";

test.describe("FAQ", () => {
  test("answers the usual questions with the association's rules", async ({ page }) => {
    await page.goto("/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/questions fréquentes|faq/i);

    // Every question opens to show its answer.
    const questions = main.locator("summary");
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count; index++) await questions.nth(index).click();

    const statements = [
      /3 à 14 ans/, // ages as the FAQ states them
      /2 mois avant/, // registrations open about two months before the start
      /15 jours avant/, // cancellation up to 15 days before
      /10\s?€ pour 2 enfants/,
      /20\s?€ pour 3 enfants/,
      /30\s?€ pour 4 enfants ou plus/,
      /carte bancaire/,
      /virement/,
    ];
    for (const statement of statements) {
      await expect(main.getByText(statement).first()).toBeVisible();
    }
  });
});

test.describe("Placeholder pages", () => {
  for (const [path, title] of [
    ["/about", "À propos"],
    ["/privacy", "Politique de confidentialité"],
    ["/terms", "Conditions générales"],
  ] as const) {
    test(`${path} says it is under construction`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main")).toContainText(/en construction/i);
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole("main").getByRole("link", { name: /accueil/i })).toHaveAttribute("href", "/");
    });
  }
});
