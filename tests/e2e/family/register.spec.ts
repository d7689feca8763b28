import type { Page } from "@playwright/test";
import { expect, submitLogin, test, toast } from "../support/accounts.ts";
import { UNKNOWN_ID } from "../support/demo-data.ts";
import { addChild, birthDateForAge, fillEmergencyContact, registerByTransfer } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";

const form = (page: Page) => page.getByRole("form", { name: "Inscription" });
const childBox = (page: Page, name: string) => form(page).getByRole("checkbox", { name: new RegExp(name) });
const submitButton = (page: Page) => form(page).getByRole("button", { name: "Confirmer l'inscription" });

test.describe("Registering children for a plaine", () => {
  test("an anonymous visitor logs in and comes back to the registration page", async ({ page, createParent, demo }) => {
    const parent = await createParent("register-guard");
    await page.goto(`/register/${demo.family.id}`);
    await expect(page).toHaveURL(`/login?redirect=/register/${demo.family.id}`);
    await submitLogin(page, parent.email, parent.password);
    await expect(page).toHaveURL(`/register/${demo.family.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inscription à la plaine\u00a0: ${demo.family.title}`);
  });

  test("without any child, the page offers to add one, and the new child can be chosen at once", async ({
    page,
    createParent,
    signIn,
    demo,
  }) => {
    await signIn(await createParent("register-empty"));
    await page.goto(`/register/${demo.family.id}`);
    await expect(page.getByText("Aucun enfant enregistré")).toBeVisible();
    await expect(form(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Ajouter un enfant" }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un enfant" });
    await dialog.getByLabel("Prénom").fill("Inès");
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill("Lambert");
    await dialog.getByLabel("Date de naissance").fill(birthDateForAge(6, demo.family.startDate));
    await fillEmergencyContact(dialog);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Enfant ajouté avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Still on the registration page, which now lists the child.
    await expect(page).toHaveURL(`/register/${demo.family.id}`);
    await childBox(page, "Inès").check();
    await expect(form(page).locator("li").filter({ hasText: "Inès Lambert" })).toContainText("6 ans et 2 mois");
    await expect(page.getByTestId("total-price")).toHaveText(euroPattern(8000));
  });

  test("a full, a past and an unknown plaine are refused with the spec's messages and a back button", async ({
    page,
    createParent,
    signIn,
    demo,
  }) => {
    await signIn(await createParent("register-closed"));

    await page.goto(`/register/${demo.full.id}`);
    await expect(page.getByRole("alert").filter({ hasText: "Cette plaine est complète" })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Retour" })).toBeVisible();

    await page.goto(`/register/${demo.past.id}`);
    await expect(page.getByRole("alert").filter({ hasText: "Cette plaine est déjà passée" })).toBeVisible();
    await expect(form(page)).toHaveCount(0);

    await page.goto(`/register/${UNKNOWN_ID}`);
    const error = page.getByRole("alert").filter({ hasText: "Erreur lors du chargement de la plaine" });
    await expect(error).toContainText("Plaine non trouvée");
    // "Retour" on a direct visit leads to the plaine's page.
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page).toHaveURL(`/activities/${UNKNOWN_ID}`);
  });

  test("children sorted by first name with their age; select all, the family discount and the conditions", async ({
    page,
    baseURL,
    createParent,
    signIn,
    demo,
  }) => {
    await signIn(await createParent("register-form"));
    const start = demo.family.startDate;
    await addChild(page, baseURL, { firstName: "Zoé", birthDate: birthDateForAge(9, start) });
    await addChild(page, baseURL, { firstName: "Adam", birthDate: birthDateForAge(4, start) });
    await addChild(page, baseURL, { firstName: "Mila", birthDate: birthDateForAge(7, start) });

    await page.goto(`/register/${demo.family.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inscription à la plaine\u00a0: ${demo.family.title}`);
    const names = form(page).locator("li").getByRole("checkbox");
    await expect(names).toHaveCount(3);
    const labels = await form(page).locator("li").allInnerTexts();
    expect(labels.map((text) => text.split(" ")[0])).toEqual(["Adam", "Mila", "Zoé"]);
    await expect(form(page).locator("li").first()).toContainText("Âge au début de la plaine\u00a0: 4 ans et 2 mois");

    // Nothing selected: no price yet, and the button waits.
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByTestId("total-price")).toHaveText(euroPattern(0));

    await childBox(page, "Adam").check();
    await expect(page.getByTestId("total-price")).toHaveText(euroPattern(8000));
    await expect(page.getByTestId("family-discount")).toHaveCount(0);

    await form(page).getByRole("button", { name: "Tout sélectionner" }).click();
    await expect(page.getByTestId("family-discount")).toContainText("Réduction famille (3 enfants)");
    await expect(page.getByTestId("family-discount")).toContainText(euroPattern(2000));
    await expect(page.getByTestId("total-price")).toHaveText(euroPattern(22000));

    await form(page).getByRole("button", { name: "Tout désélectionner" }).click();
    await expect(names.first()).not.toBeChecked();
    await expect(submitButton(page)).toBeDisabled();

    await childBox(page, "Mila").check();
    await childBox(page, "Zoé").check();
    await expect(page.getByTestId("family-discount")).toContainText("Réduction famille (2 enfants)");
    await expect(page.getByTestId("total-price")).toHaveText(euroPattern(15000));

    // Card is the default (the demo site's simulated checkout); this journey pays by transfer.
    await expect(form(page).getByRole("radio", { name: /Carte bancaire \/ Bancontact/ })).toBeChecked();
    await form(page)
      .getByRole("radio", { name: /Virement bancaire/ })
      .check();
    // The conditions must be accepted.
    await submitButton(page).click();
    await expect(form(page).getByText("Vous devez accepter les conditions")).toBeVisible();
    await expect(page).toHaveURL(`/register/${demo.family.id}`);

    await expectNoSeriousA11yViolations(page);

    await form(page)
      .getByRole("checkbox", { name: /J'accepte les conditions générales/ })
      .check();
    await expect(form(page).getByText("Vous devez accepter les conditions")).toHaveCount(0);
    // The success page forgets what it has shown: record what is stored on the way (the app
    // navigates without reloading, so this window survives the redirect).
    await page.evaluate(() => {
      const stored: Record<string, string> = {};
      (window as unknown as { stored: typeof stored }).stored = stored;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the original method, called below with `.call(this, …)`
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        stored[key] = value;
        setItem.call(this, key, value);
      };
    });
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=[0-9a-f-]{36}$/);
    const registrationId = new URL(page.url()).searchParams.get("registration_id");
    // Kept in the browser before leaving the page (spec §4).
    const stored = await page.evaluate(() => (window as unknown as { stored: Record<string, string> }).stored);
    expect(stored.current_registration_id).toBe(registrationId);
    expect(JSON.parse(stored.current_registration_child_ids)).toHaveLength(2);

    // Back on the form: the two registered children are 'Déjà inscrit' and cannot be ticked again.
    await page.goto(`/register/${demo.family.id}`);
    for (const name of ["Mila", "Zoé"]) {
      const row = form(page).locator("li").filter({ hasText: name });
      await expect(row).toContainText("Déjà inscrit");
      await expect(row).toContainText("Cet enfant est déjà inscrit à cette activité");
      await expect(childBox(page, name)).toBeDisabled();
    }
    await expect(childBox(page, "Adam")).toBeEnabled();
    // One child left to choose: no select-all.
    await expect(form(page).getByRole("button", { name: "Tout sélectionner" })).toHaveCount(0);
  });

  test("a child outside the plaine's ages is shown with the reason and cannot be chosen", async ({
    page,
    baseURL,
    createParent,
    signIn,
    demo,
  }) => {
    const toddlers = demo.activities.find((activity) => activity.ageRange.max <= 6 && activity.remainingSpots > 0);
    expect(toddlers, "an open plaine for young children").toBeDefined();
    await signIn(await createParent("register-age"));
    await addChild(page, baseURL, { firstName: "Hugo", birthDate: birthDateForAge(10, toddlers!.startDate) });

    await page.goto(`/register/${toddlers!.id}`);
    await expect(childBox(page, "Hugo")).toBeDisabled();
    const row = form(page).locator("li").filter({ hasText: "Hugo" });
    await expect(row).toContainText("Hors tranche d'âge");
    await expect(row).toContainText(/Hugo aura 10 ans et \d+ mois au début de la plaine\u00a0: l'âge maximum est de 6 ans/);
  });

  test("more children ticked than places left: the form says so and will not send", async ({
    page,
    baseURL,
    createParent,
    signIn,
    demo,
  }) => {
    const plaine = demo.limited;
    await signIn(await createParent("register-places"));
    const { activity } = (await (await page.request.get(`/api/activities/${plaine.id}/registration`)).json()) as {
      activity: { remainingSpots: number; ageRange: { min: number } };
    };
    const left = activity.remainingSpots;
    expect(left, "a plaine with a few places left").toBeGreaterThan(0);
    expect(left).toBeLessThan(6);
    const names = ["Alix", "Basile", "Cyril", "Daphné", "Elise", "Félix"].slice(0, left + 1);
    for (const firstName of names)
      await addChild(page, baseURL, { firstName, birthDate: birthDateForAge(Math.ceil(activity.ageRange.min) + 1, plaine.startDate) });

    await page.goto(`/register/${plaine.id}`);
    await form(page).getByRole("button", { name: "Tout sélectionner" }).click();
    const message = left === 1 ? "Il ne reste qu'une place pour cette plaine" : `Il ne reste que ${left} places pour cette plaine`;
    await expect(form(page).getByText(message)).toBeVisible();
    await expect(submitButton(page)).toBeDisabled();
    await childBox(page, names[0]).uncheck();
    await expect(form(page).getByText(message)).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
  });

  test("a refusal from the server keeps the form and says why", async ({ page, baseURL, createParent, signIn, demo }) => {
    await signIn(await createParent("register-race"));
    const lina = await addChild(page, baseURL, { firstName: "Lina", birthDate: birthDateForAge(6, demo.family.startDate) });
    await addChild(page, baseURL, { firstName: "Noah", birthDate: birthDateForAge(8, demo.family.startDate) });

    await page.goto(`/register/${demo.family.id}`);
    await childBox(page, "Lina").check();
    await childBox(page, "Noah").check();
    await form(page)
      .getByRole("radio", { name: /Virement bancaire/ })
      .check();
    await form(page)
      .getByRole("checkbox", { name: /J'accepte les conditions générales/ })
      .check();
    // Meanwhile, in another tab, Lina is registered.
    await registerByTransfer(page, baseURL, demo.family.id, [lina.id]);
    await submitButton(page).click();

    await expect(toast(page, "Lina Dupont est déjà inscrit(e) à cette activité")).toBeVisible();
    await expect(form(page).getByRole("alert").filter({ hasText: "Lina Dupont est déjà inscrit(e) à cette activité" })).toBeVisible();
    await expect(page).toHaveURL(`/register/${demo.family.id}`);
    // The page was reloaded: Lina is now 'Déjà inscrit'; Noah and the conditions stay chosen.
    await expect(form(page).locator("li").filter({ hasText: "Lina" })).toContainText("Déjà inscrit");
    await expect(childBox(page, "Noah")).toBeChecked();
    await expect(form(page).getByRole("checkbox", { name: /J'accepte les conditions générales/ })).toBeChecked();
    await expect(page.getByTestId("total-price")).toHaveText(euroPattern(8000));
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=/);
  });
});
