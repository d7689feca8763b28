import { linkIn } from "../support/mailbox.ts";
import { expect, submitLogin, test, uniqueEmail } from "../support/accounts.ts";

const RESET_SUBJECT = "Réinitialisation de votre mot de passe";
const NEW_PASSWORD = "Nouveaumotdepasse7";
const INVALID_LINK = "Lien de réinitialisation invalide ou expiré";

test.describe("Forgotten password", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the e-mailed link sets a new password once; the old password no longer opens the account", async ({
    page,
    createParent,
    mailbox,
  }) => {
    const parent = await createParent("reset");
    await page.goto("/login");
    await page.getByRole("link", { name: "Mot de passe oublié\u00a0?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    const ask = page.getByRole("form", { name: "Mot de passe oublié" });
    await ask.getByLabel("Adresse e-mail").fill(parent.email);
    await ask.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vérifiez votre boîte de réception");
    await expect(page.getByRole("main")).toContainText("Ce lien expire dans 1 heure");
    await expect(page.getByRole("main")).toContainText("courriers indésirables (spam)");

    const link = linkIn(await mailbox.waitFor(parent.email, { subject: RESET_SUBJECT }));
    expect(new URL(link).pathname).toBe("/reset-password");
    await page.goto(link);
    const form = page.getByRole("form", { name: "Choisir un nouveau mot de passe" });
    const password = form.getByLabel("Nouveau mot de passe");
    const confirmation = form.getByLabel("Confirmer le mot de passe");
    const submit = form.getByRole("button", { name: "Enregistrer le mot de passe" });
    await expect(submit).toBeDisabled();

    // Each field has its own show/hide toggle.
    const passwordToggle = form.locator('button[aria-controls="reset-password"]');
    const confirmationToggle = form.locator('button[aria-controls="reset-confirmation"]');
    await expect(passwordToggle).toHaveAccessibleName("Afficher le mot de passe");
    await expect(confirmationToggle).toHaveAccessibleName("Afficher le mot de passe");
    await expect(password).toHaveAttribute("type", "password");
    await passwordToggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(passwordToggle).toHaveAccessibleName("Masquer le mot de passe");
    await expect(passwordToggle).toHaveAttribute("aria-pressed", "true");
    await expect(confirmationToggle).toHaveAttribute("aria-pressed", "false");
    await expect(confirmation).toHaveAttribute("type", "password");

    const rules = page.getByTestId("password-checklist").getByRole("listitem");
    await password.fill("court");
    await expect(rules.nth(0)).toHaveAttribute("data-met", "false");
    await expect(rules.nth(1)).toHaveAttribute("data-met", "true");
    await password.fill(NEW_PASSWORD);
    for (const rule of await rules.all()) await expect(rule).toHaveAttribute("data-met", "true");

    await confirmation.fill(`${NEW_PASSWORD}x`);
    await expect(form.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
    await expect(submit).toBeDisabled();
    await confirmation.fill(NEW_PASSWORD);
    await expect(form.getByText("Les mots de passe ne correspondent pas")).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe modifié");
    // Spec: the login page follows after 3 seconds.
    await expect(page).toHaveURL("/login", { timeout: 6_000 });

    await submitLogin(page, parent.email, parent.password);
    await expect(page.getByRole("form", { name: "Connexion" }).getByRole("alert")).toHaveText("Adresse e-mail ou mot de passe incorrect.");
    await submitLogin(page, parent.email, NEW_PASSWORD);
    await expect(page).toHaveURL("/dashboard");

    // The link served once.
    await page.goto(link);
    await form.getByLabel("Nouveau mot de passe").fill("Encoreunautre9");
    await form.getByLabel("Confirmer le mot de passe").fill("Encoreunautre9");
    await form.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByRole("alert")).toContainText(INVALID_LINK);
    await page.getByRole("link", { name: "Demander un nouveau lien" }).click();
    await expect(page).toHaveURL("/forgot-password");
  });

  test("an unknown address gets the same confirmation, revealing nothing", async ({ page }) => {
    await page.goto("/forgot-password");
    const ask = page.getByRole("form", { name: "Mot de passe oublié" });
    await ask.getByLabel("Adresse e-mail").fill(uniqueEmail("nobody"));
    await ask.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vérifiez votre boîte de réception");
    await expect(page.getByRole("main")).toContainText("Ce lien expire dans 1 heure");
  });

  test("a link without token is refused at once", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toContainText(INVALID_LINK);
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute("href", "/forgot-password");
  });
});
