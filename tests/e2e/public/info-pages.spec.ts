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

test.describe("About", () => {
  test("/about says who runs the plaines and how to reach them, from the association's settings", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("À propos");
    await expect(page).toHaveTitle("À propos | Plaines Soleil");
    // The demonstration's association (a demo site's settings until an administrator changes them).
    await expect(main).toContainText("Plaines Soleil ASBL");
    await expect(main.getByRole("link", { name: "+32 2 123 45 67" })).toHaveAttribute("href", "tel:+3221234567");
    await expect(main.getByRole("link", { name: "contact@plaines-soleil.be" })).toHaveAttribute("href", "mailto:contact@plaines-soleil.be");
    await expect(main).toContainText("1340 Ottignies-Louvain-la-Neuve");
    await expect(main).not.toContainText(/en construction/i);
  });

  test("/about tells who the association is in its own words, its ONE recognition and its next plaines, each to its page", async ({
    page,
    demo,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    // The demonstration's presentation, paragraph by paragraph (the organiser writes it in 'Paramètres').
    const who = main.getByRole("region", { name: "Qui sommes-nous\u00a0?" });
    await expect(who.locator("p").first()).toContainText("Plaines Soleil est une association sans but lucratif née en 2009");
    await expect(who.locator("p").nth(1)).toContainText("animateurs brevetés");
    await expect(who.getByTestId("one-recognition")).toHaveText("Centre de vacances agréé par l'ONE");

    // The next plaines, soonest first, as the search lists them.
    const plaines = main.getByRole("region", { name: "Nos prochaines plaines" });
    const next = demo.activities.slice(0, 4);
    await expect(plaines.getByRole("listitem")).toHaveCount(next.length);
    await expect(plaines.getByRole("listitem").getByRole("link")).toHaveText(next.map((plaine) => plaine.title));
    await expect(plaines.getByRole("listitem").first()).toContainText(next[0].location.city);
    await expect(plaines.getByRole("link", { name: demo.past.title })).toHaveCount(0);
    await expect(plaines.getByRole("link", { name: "Voir toutes les plaines" })).toHaveAttribute("href", "/search");
    await plaines.getByRole("link", { name: next[0].title }).click();
    await expect(page).toHaveURL(`/activities/${next[0].id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next[0].title);

    // How to reach it stays beside.
    await page.goBack();
    const contact = page.getByRole("complementary", { name: "Nous contacter" });
    await expect(contact.getByRole("link", { name: "Suivez-nous sur Facebook" })).toHaveAttribute(
      "href",
      "https://www.facebook.com/plainessoleil",
    );
  });
});

test.describe("Privacy and terms", () => {
  test("/privacy names the controller, each processing with its basis and retention, the rights and the APD", async ({ page }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    await expect(page).toHaveTitle(/Politique de confidentialité/);
    await expect(main).not.toContainText(/en construction/i);
    // The controller: the organiser details of the settings, the site's identity while none are saved (the demo's case).
    const controller = main.getByRole("region", { name: "Responsable du traitement" });
    await expect(controller).toContainText("Plaines Soleil ASBL, Rue des Écoliers 12, 1340 Ottignies-Louvain-la-Neuve.");
    await expect(controller).toContainText("contact@plaines-soleil.be");
    for (const processing of [
      "Comptes parents",
      "Fiches des enfants",
      "Personnes à contacter et à qui confier l'enfant",
      "Consentement photo",
      "Données de santé des enfants",
      "Présences aux plaines",
      "Liste d'attente",
      "Paiements",
      "Virements reçus (extraits bancaires)",
      "Numéros de registre national et attestations fiscales",
      "E-mails",
      "Journaux techniques et de sécurité",
    ]) {
      await expect(main.getByRole("heading", { level: 3, name: processing })).toBeVisible();
    }
    await expect(main).toContainText("art. 9.2.a RGPD");
    // The periods in force (the demo keeps the defaults), which administrators may lengthen or shorten.
    await expect(main).toContainText("12 mois après la fin de la dernière plaine");
    await expect(main).toContainText("Un compte sans connexion depuis 3 ans");
    await expect(main).toContainText("7 ans (obligation comptable)");
    await expect(main).not.toContainText("raccourcir");
    await expect(main).toContainText("Belcotax-on-web");
    await expect(main).toContainText("Nom et numéro de compte du donneur d'ordre");
    await expect(main).toContainText("ONE");
    await expect(main).toContainText("Stripe");
    await expect(main.getByRole("link", { name: "Mes données" }).first()).toHaveAttribute("href", "/dashboard/privacy");
    await expect(main.getByRole("region", { name: "Réclamation" })).toContainText("rue de la Presse 35, 1000 Bruxelles");
  });

  test("/terms states the registration, cancellation and payment rules the site applies", async ({ page }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Conditions générales");
    await expect(main).not.toContainText(/en construction/i);
    await expect(main).toContainText("15 jours avant le début");
    await expect(main).toContainText(/2 enfants\u00a0: 10,00\s?€/);
    await expect(main).toContainText(/4 enfants ou plus\u00a0: 30,00\s?€/);
    await expect(main).toContainText("31 minutes");
    // The waiting list and the transfer rules, as the settings have them (the demo keeps the defaults).
    const waitingList = main.getByRole("region", { name: "Liste d'attente" });
    await expect(waitingList).toContainText("dans l'ordre d'arrivée");
    await expect(waitingList).toContainText("L'offre vous est réservée 48 heures");
    const payment = main.getByRole("region", { name: "Paiement" });
    await expect(payment).toContainText("un rappel vous est envoyé par e-mail 7 et 14 jours après l'inscription");
    await expect(payment).toContainText("21 jours après l'inscription, et au plus tard 10 jours avant le début de la plaine");
    await expect(payment).toContainText("l'inscription est annulée automatiquement");
    await expect(main.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute("href", "/privacy");
  });
});
