import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, uniqueEmail } from "../support/accounts.ts";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("Accessibility of the account pages (axe, WCAG 2 A/AA): no serious or critical violation", () => {
  // Several pages and scans per test.
  test.describe.configure({ timeout: 60_000 });

  const anonymous: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    { name: "login", path: "/login", ready: (page) => expect(h1(page)).toHaveText("Connexion") },
    {
      name: "login after a confirmed address",
      path: "/login?verified=1",
      ready: (page) => expect(page.getByRole("status").filter({ hasText: "confirmée" })).toBeVisible(),
    },
    {
      name: "login after an invalid confirmation link",
      path: "/login?verified=1&error=INVALID_TOKEN",
      ready: (page) => expect(page.getByRole("form", { name: "Recevoir un nouveau lien de confirmation" })).toBeVisible(),
    },
    { name: "sign-up", path: "/signup", ready: (page) => expect(h1(page)).toHaveText("Créer un compte") },
    { name: "forgot password", path: "/forgot-password", ready: (page) => expect(h1(page)).toHaveText("Mot de passe oublié") },
    {
      name: "reset password",
      path: "/reset-password?token=abc",
      ready: (page) => expect(h1(page)).toHaveText("Choisir un nouveau mot de passe"),
    },
    { name: "reset password without token", path: "/reset-password", ready: (page) => expect(page.getByRole("alert")).toBeVisible() },
  ];
  for (const target of anonymous) {
    test(target.name, async ({ page }) => {
      await page.goto(target.path);
      await target.ready(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("forms showing their errors", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Le prénom est requis")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/login");
    await page.getByRole("form", { name: "Connexion" }).getByLabel("Adresse e-mail").fill("personne@example.org");
    await page.getByRole("form", { name: "Connexion" }).getByLabel("Mot de passe", { exact: true }).fill("Mauvais1pass");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("form", { name: "Connexion" }).getByRole("alert")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/reset-password?token=abc");
    const reset = page.getByRole("form", { name: "Choisir un nouveau mot de passe" });
    await reset.getByLabel("Nouveau mot de passe").fill("Motdepasse1");
    await reset.getByLabel("Confirmer le mot de passe").fill("Motdepasse2");
    await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
    await page.getByRole("button", { name: "Afficher le mot de passe" }).first().click();
    await expectNoSeriousA11yViolations(page);
  });

  test("sign-up and forgot-password confirmations", async ({ page }) => {
    await page.goto("/signup");
    const form = page.getByRole("form", { name: "Créer un compte" });
    await form.getByLabel("Prénom").fill("Alix");
    await form.getByLabel("Nom", { exact: true }).fill("Renard");
    await form.getByLabel("Adresse e-mail").fill(uniqueEmail("a11y-signup"));
    await form.getByLabel("Mot de passe", { exact: true }).fill("Motdepasse1");
    await form.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(h1(page)).toHaveText("Vérifiez votre boîte de réception");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/forgot-password");
    await page.getByLabel("Adresse e-mail").fill("personne@example.org");
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(h1(page)).toHaveText("Vérifiez votre boîte de réception");
    await expectNoSeriousA11yViolations(page);
  });

  test("parent dashboard and profile", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("a11y"));
    await page.goto("/dashboard");
    await expect(h1(page)).toHaveText("Mon espace");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("form", { name: "Mon profil" }).getByRole("textbox", { name: "Prénom" })).toHaveValue("Camille");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/dashboard/registrations");
    await expect(h1(page)).toHaveText("Mes inscriptions");
    await expectNoSeriousA11yViolations(page);
  });

  test("administration home and settings", async ({ page, signInAsAdmin }) => {
    // The settings are the site's longest page (a block per background job): axe reads it for
    // tens of seconds on a busy two-core machine.
    test.slow();
    await signInAsAdmin();
    await page.goto("/admin");
    await expect(h1(page)).toHaveText("Administration");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/admin/settings");
    // The e-mails' table, loaded: its rows, or none yet on this worker's new server.
    await expect(page.getByTestId("mail-row").or(page.getByText("Aucun e-mail pour l'instant.")).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
