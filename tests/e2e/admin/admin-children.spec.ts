import type { APIRequestContext } from "@playwright/test";
import type { Child } from "../../../src/domain/child.ts";
import { expect, test, toast, type Account } from "../support/accounts.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";

/** A parent's own session (a request context apart from the page, which is the administrator's). */
async function asParent(request: APIRequestContext, baseURL: string | undefined, account: Account) {
  const origin = new URL(baseURL ?? "").origin;
  const signedIn = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return {
    addChild: async (fields: Partial<Child> & Pick<Child, "firstName" | "birthDate">) => {
      const response = await request.post("/api/children", {
        data: { lastName: account.lastName, medicalConsent: true, ...fields },
        headers: { Origin: origin },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { child: Child }).child;
    },
    register: async (activityId: string, childIds: string[]) => {
      const response = await request.post("/api/registrations", {
        data: { activityId, childIds, paymentMethod: "bank_transfer", acceptTerms: true },
        headers: { Origin: origin },
      });
      expect(response.status(), await response.text()).toBe(201);
    },
  };
}

test.describe("Administrators' children", () => {
  test("open a child's sheet with medical information: every reading is recorded and shown in the sheet", async ({
    page,
    request,
    baseURL,
    demo,
    createParent,
    signInAsAdmin,
  }) => {
    const account = await createParent("sheet");
    const parent = await asParent(request, baseURL, account);
    const firstName = `Zélie-${Date.now().toString(36)}`;
    const child = await parent.addChild({
      firstName,
      birthDate: "2018-05-14",
      allergies: "Arachides et fruits à coque",
      medications: "Stylo d'adrénaline dans le sac",
      doctorContact: "Dr Lambert, 010 22 33 44",
    });
    await parent.register(demo.family.id, [child.id]);

    await signInAsAdmin();
    await page.goto("/admin/children");
    const row = page.getByTestId("child-row").filter({ hasText: firstName });
    await expect(row).toContainText(account.email);
    await expect(row).toContainText("1 / 1");
    await expect(row).toContainText("Infos médicales");
    // The list says there is medical information, never what it is.
    await expect(page.getByText("Arachides")).toHaveCount(0);

    await row.getByRole("link", { name: `Voir la fiche de ${firstName} ${account.lastName}` }).click();
    await expect(page).toHaveURL(`/admin/children?child=${child.id}`);
    const sheet = page.getByRole("dialog", { name: `${firstName} ${account.lastName}` });
    await expect(sheet.getByText("Arachides et fruits à coque")).toBeVisible();
    await expect(sheet.getByText("Dr Lambert, 010 22 33 44")).toBeVisible();
    await expect(sheet.getByRole("link", { name: account.email })).toHaveAttribute("href", `mailto:${account.email}`);
    await expect(sheet.getByTestId("sheet-registration")).toContainText(demo.family.title);
    const history = sheet.getByRole("region", { name: "Accès aux informations médicales" });
    await expect(history.getByTestId("medical-access")).toHaveCount(1);
    await expect(history.getByTestId("medical-access")).toContainText(E2E_ADMIN.email);
    await expect(history.getByTestId("medical-access")).toContainText("Fiche de l'enfant");

    await sheet.getByRole("button", { name: "Fermer" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL("/admin/children");

    // Opened again: a second reading, listed first.
    await row.getByRole("cell").nth(1).click();
    await expect(history.getByTestId("medical-access")).toHaveCount(2);

    // The address keeps the sheet open across a reload (and records that reading too).
    await page.reload();
    await expect(page.getByRole("dialog", { name: `${firstName} ${account.lastName}` })).toBeVisible();
    await expect(history.getByTestId("medical-access")).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });

  test("carry out an erasure asked by e-mail for a parent who never added a child", async ({ page, createParent, signInAsAdmin }) => {
    const account = await createParent("effacement");
    await signInAsAdmin();
    await page.goto("/admin/children");
    const lookup = page.getByRole("form", { name: "Rechercher le compte d'un parent" });
    await lookup.getByLabel("Adresse e-mail du parent").fill(account.email.toUpperCase());
    await lookup.getByRole("button", { name: "Rechercher" }).click();
    const record = page.getByTestId("parent-record");
    await expect(record.getByRole("heading", { name: `${account.firstName} ${account.lastName}` })).toBeVisible();
    await expect(record).toContainText(account.email);

    await record.getByRole("button", { name: "Supprimer le compte de ce parent (demande RGPD)" }).click();
    await record.getByRole("button", { name: "Confirmer la suppression" }).click();
    await expect(toast(page, "Le compte du parent et ses données ont été supprimés.")).toBeVisible();
    await expect(record).toBeHidden();

    await lookup.getByLabel("Adresse e-mail du parent").fill(account.email);
    await lookup.getByRole("button", { name: "Rechercher" }).click();
    await expect(lookup.getByText("Aucun compte n'utilise cette adresse e-mail")).toBeVisible();
  });

  test("send the confirmation e-mail test to the administrator alone, with the values typed", async ({ page, signInAsAdmin, mailbox }) => {
    const firstName = `Noé${Date.now().toString(36)}`;
    await signInAsAdmin();
    await page.goto("/admin/settings");
    const form = page.getByRole("form", { name: "Tester l'e-mail de confirmation" });
    await form.getByLabel("Nom de l'enfant").fill(`${firstName} Lambert`);
    await form.getByLabel("Montant (€)").fill("-1");
    await form.getByRole("button", { name: "Envoyer l'e-mail de confirmation de test" }).click();
    await expect(form.getByText("Le montant ne peut pas être négatif")).toBeVisible();

    await form.getByLabel("Montant (€)").fill("75");
    await form.getByRole("button", { name: "Envoyer l'e-mail de confirmation de test" }).click();
    await expect(toast(page, "E-mail de confirmation de test envoyé")).toBeVisible();
    // The real template with the values typed, to the administrator alone: no copy to anyone.
    await expect
      .poll(async () => (await mailbox.messagesTo(E2E_ADMIN.email)).find((caught) => caught.text.includes(firstName)))
      .toMatchObject({ to: [E2E_ADMIN.email], cc: [], subject: expect.stringMatching(/^\[Test\] /) });
    // The outbox lists it under its own kind, to the administrator only.
    const row = page
      .getByRole("region", { name: "E-mails envoyés" })
      .getByTestId("mail-row")
      .filter({ hasText: "Test de confirmation" })
      .first();
    await expect(row).toContainText(E2E_ADMIN.email);
    await expect(row).not.toContainText("Copie");
  });

  test("the children, settings and dashboard pages have no serious accessibility problem, nor any sideways scroll", async ({
    page,
    signInAsAdmin,
  }) => {
    // Three full accessibility scans of long pages: more than the usual 30 s on a busy machine.
    test.slow();
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await signInAsAdmin();
    await page.goto("/admin/children");
    await expect(page.getByTestId("children-summary")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await fitsTheScreen()).toBe(true);

    await page.goto("/admin/settings");
    await expect(page.getByTestId("system-version")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await fitsTheScreen()).toBe(true);

    await page.goto("/admin");
    await expect(page.getByRole("table", { name: "Remplissage des plaines à venir" })).toBeAttached();
    await expectNoSeriousA11yViolations(page);
    expect(await fitsTheScreen()).toBe(true);
  });
});
