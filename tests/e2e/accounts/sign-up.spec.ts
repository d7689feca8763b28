import type { Page } from "@playwright/test";
import { linkIn } from "../support/mailbox.ts";
import { expect, openNavigation, PASSWORD, submitLogin, test, toast, uniqueEmail, VERIFICATION_SUBJECT } from "../support/accounts.ts";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("Sign-up", () => {
  // Whole journeys through real e-mail: more steps than a page test.
  test.describe.configure({ timeout: 60_000 });

  test("a parent signs up, confirms the address from the e-mail, logs in, edits the profile and logs out", async ({
    page,
    mailbox,
    isMobile,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/signup");
    await expect(h1(page)).toHaveText("Créer un compte");
    const form = page.getByRole("form", { name: "Créer un compte" });
    await form.getByLabel("Prénom").fill("Camille");
    await form.getByLabel("Nom", { exact: true }).fill("Dupont");
    await form.getByLabel("Adresse e-mail").fill(email);

    // The checklist follows the typing: length and lowercase met, uppercase and digit not yet.
    const password = form.getByLabel("Mot de passe", { exact: true });
    const rules = page.getByTestId("password-checklist").getByRole("listitem");
    await password.fill("motdepasse");
    await expect(rules).toHaveText([/8 caractères/, /minuscule/, /majuscule/, /chiffre/]);
    await expect(rules.nth(0)).toHaveAttribute("data-met", "true");
    await expect(rules.nth(1)).toHaveAttribute("data-met", "true");
    await expect(rules.nth(2)).toHaveAttribute("data-met", "false");
    await expect(rules.nth(3)).toHaveAttribute("data-met", "false");
    await password.fill(PASSWORD);
    for (const rule of await rules.all()) await expect(rule).toHaveAttribute("data-met", "true");

    await form.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(h1(page)).toHaveText("Vérifiez votre boîte de réception");
    await expect(h1(page)).toBeFocused();
    await expect(page.getByRole("main")).toContainText(email);
    await expect(page.getByRole("main")).toContainText("courriers indésirables (spam)");

    // The real e-mail, through the real SMTP server.
    const mail = await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT });
    expect(mail.text).toContain("Bienvenue Camille");
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL("/login?verified=1");
    await expect(
      page.getByRole("status").filter({ hasText: "Votre adresse e-mail est confirmée. Vous pouvez vous connecter." }),
    ).toBeVisible();

    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL("/dashboard");
    await expect(h1(page)).toHaveText("Mon espace");
    const tiles = page.getByRole("navigation", { name: "Mon espace" }).getByRole("link");
    await expect(tiles).toHaveCount(6);
    await expect(tiles.nth(0)).toHaveAttribute("href", "/dashboard/profile");
    await expect(tiles.nth(1)).toHaveAttribute("href", "/dashboard/children");
    await expect(tiles.nth(2)).toHaveAttribute("href", "/dashboard/registrations");
    await expect(tiles.nth(3)).toHaveAttribute("href", "/dashboard/messages");
    await expect(tiles.nth(4)).toHaveAttribute("href", "/dashboard/certificates");
    await expect(tiles.nth(5)).toHaveAttribute("href", "/dashboard/privacy");
    const nav = await openNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "Mon Espace" })).toHaveAttribute("href", "/dashboard");
    if (isMobile) await page.getByRole("button", { name: "Fermer le menu" }).click();

    await tiles.nth(0).click();
    await expect(page).toHaveURL("/dashboard/profile");
    const profile = page.getByRole("form", { name: "Mon profil" });
    const field = (name: string) => profile.getByRole("textbox", { name, exact: true });
    const save = profile.getByRole("button", { name: "Enregistrer" });
    await expect(field("Adresse e-mail")).toHaveValue(email);
    await expect(field("Adresse e-mail")).toHaveAttribute("readonly", "");
    await expect(field("Prénom")).toHaveValue("Camille");
    await expect(save).toBeDisabled();

    // A required name left empty is refused beside the field, before any request.
    await field("Prénom").fill("");
    await save.click();
    await expect(field("Prénom")).toHaveAccessibleDescription("Le prénom est requis");
    await field("Prénom").fill("Camille");

    const values = {
      "Téléphone ou GSM": "0470 12 34 56",
      "Rue et numéro": "Rue des Lilas 4",
      "Code postal": "5000",
      Ville: "Namur",
      Pays: "Belgique",
    };
    for (const [label, value] of Object.entries(values)) await field(label).fill(value);
    await field("Nom").fill("Dupont-Martin");
    await save.click();
    await expect(toast(page, "Profil mis à jour avec succès")).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(field("Nom")).toHaveValue("Dupont-Martin");
    // The phone is kept in E.164 and shown as people read it.
    const shown = { ...values, "Téléphone ou GSM": "+32 470 12 34 56" };
    for (const [label, value] of Object.entries(shown)) await expect(field(label)).toHaveValue(value);

    await (await openNavigation(page, isMobile)).getByRole("button", { name: "Déconnexion" }).click();
    await expect(toast(page, "Vous avez été déconnecté avec succès")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect((await openNavigation(page, isMobile)).getByRole("link", { name: "Se connecter" })).toBeVisible();
  });

  test("login waits for the confirmed address; a new link can be asked for and opens the account", async ({
    page,
    request,
    mailbox,
    baseURL,
  }) => {
    const email = uniqueEmail("unverified");
    const origin = new URL(baseURL ?? "").origin;
    const created = await request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD, firstName: "Lou", lastName: "Petit" },
      headers: { Origin: origin },
    });
    expect(created.status()).toBe(200);
    await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT });

    await page.goto("/login");
    await submitLogin(page, email, PASSWORD);
    const form = page.getByRole("form", { name: "Connexion" });
    await expect(form.getByRole("alert")).toContainText("n'est pas encore confirmée");
    // The refused login itself sent a second link; the button sends a third.
    await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT, count: 2 });
    await form.getByRole("button", { name: "Renvoyer le lien de confirmation" }).click();
    await expect(toast(page, "Un nouveau lien de confirmation vous a été envoyé")).toBeVisible();
    const latest = await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT, count: 3 });

    await page.goto(linkIn(latest));
    await expect(page).toHaveURL("/login?verified=1");
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL("/dashboard");
  });

  test("a typo in the address's domain is caught with a suggestion one tap applies; the address as typed is never refused", async ({
    page,
    isMobile,
  }) => {
    const local = uniqueEmail("faute").split("@")[0];
    await page.goto("/signup");
    const form = page.getByRole("form", { name: "Créer un compte" });
    const email = form.getByLabel("Adresse e-mail");
    await email.fill(`${local}@gmial.con`);
    const suggestion = form.getByRole("button", { name: /^Vouliez-vous dire/ });
    // Not while typing: once the field is left.
    await expect(suggestion).toHaveCount(0);
    await form.getByLabel("Mot de passe", { exact: true }).focus();
    await expect(suggestion).toHaveText(`Vouliez-vous dire ${local}@gmail.com\u00a0?`);
    if (isMobile) await suggestion.tap();
    else await suggestion.click();
    await expect(email).toHaveValue(`${local}@gmail.com`);
    await expect(suggestion).toHaveCount(0);

    // Another slip, left as it is: the account is created with the address as typed.
    await email.fill(`${local}@skynet.bee`);
    await form.getByLabel("Prénom").fill("Zoë");
    await expect(form.getByRole("button", { name: /skynet\.be\s\?$/ })).toBeVisible();
    await form.getByLabel("Nom", { exact: true }).fill("Lambert");
    await form.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(h1(page)).toHaveText("Vérifiez votre boîte de réception");
    await expect(page.getByRole("main")).toContainText(`${local}@skynet.bee`);
  });

  test("signing up again with a registered address reveals nothing about it", async ({ page, createParent }) => {
    const existing = await createParent("taken");
    await page.goto("/signup");
    const form = page.getByRole("form", { name: "Créer un compte" });
    await form.getByLabel("Prénom").fill("Sam");
    await form.getByLabel("Nom", { exact: true }).fill("Lambert");
    await form.getByLabel("Adresse e-mail").fill(existing.email);
    await form.getByLabel("Mot de passe", { exact: true }).fill("Autremotdepasse2");
    await form.getByRole("button", { name: "Créer mon compte" }).click();
    // The same screen as for a new address: nobody learns who has an account.
    await expect(h1(page)).toHaveText("Vérifiez votre boîte de réception");
  });

  test("a sign-up the server refuses keeps everything typed and says why", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("refused");
    // Three sign-ups an hour per address: the fourth, from the form, is refused.
    for (let attempt = 0; attempt < 3; attempt++) {
      await request.post("/api/auth/sign-up/email", {
        data: { email, password: PASSWORD, firstName: "Sam", lastName: "Lambert" },
        headers: { Origin: new URL(baseURL ?? "").origin },
      });
    }
    await page.goto("/signup");
    const form = page.getByRole("form", { name: "Créer un compte" });
    await form.getByLabel("Prénom").fill("Sam");
    await form.getByLabel("Nom", { exact: true }).fill("Lambert");
    await form.getByLabel("Adresse e-mail").fill(email);
    await form.getByLabel("Mot de passe", { exact: true }).fill("Autremotdepasse2");
    await form.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(form.getByRole("alert")).toHaveText("Trop de tentatives. Veuillez réessayer dans quelques minutes.");
    await expect(form.getByLabel("Prénom")).toHaveValue("Sam");
    await expect(form.getByLabel("Nom", { exact: true })).toHaveValue("Lambert");
    await expect(form.getByLabel("Adresse e-mail")).toHaveValue(email);
    await expect(form.getByLabel("Mot de passe", { exact: true })).toHaveValue("Autremotdepasse2");
    await expect(form.getByRole("button", { name: "Créer mon compte" })).toBeEnabled();
  });

  test("an invalid verification link says so and offers a new one", async ({ page, request, mailbox, baseURL }) => {
    const email = uniqueEmail("badlink");
    await request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD, firstName: "Noa", lastName: "Leroy" },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    const link = new URL(linkIn(await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT })));
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);

    await page.goto(link.toString());
    await expect(page).toHaveURL(/\/login\?verified=1&error=/);
    await expect(page.getByRole("alert").filter({ hasText: "Ce lien de confirmation n'est pas valide." })).toBeVisible();
    const resend = page.getByRole("form", { name: "Recevoir un nouveau lien de confirmation" });
    await resend.getByLabel("Adresse e-mail").fill(email);
    await resend.getByRole("button", { name: "Renvoyer le lien de confirmation" }).click();
    await expect(toast(page, "Un nouveau lien de confirmation vous a été envoyé")).toBeVisible();
    await page.goto(linkIn(await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT, count: 2 })));
    await expect(page.getByRole("status").filter({ hasText: "Votre adresse e-mail est confirmée." })).toBeVisible();
  });
});
