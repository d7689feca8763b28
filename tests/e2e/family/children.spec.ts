import type { Page } from "@playwright/test";
import type { Child } from "../../../src/domain/child.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge, fillEmergencyContact, registerByTransfer } from "../support/family.ts";
import { frenchDate } from "../support/format.ts";
import { MEDICAL_CONSENT_LABEL, MEDICAL_CONSENT_REQUIRED } from "../../../src/domain/medical-consent.ts";

/**
 * The parent's children page: list newest first, add and edit in a dialog, delete after a
 * confirmation, refused while the child is registered for a plaine. Children are created
 * through the API where the form itself is not what a test is about.
 */

const PAGE = "/dashboard/children";

/** Today's calendar date in Brussels, computed here independently of the app. */
function brusselsToday(): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(new Date())
    .split("-")
    .map(Number);
  return { year, month, day };
}

/** The first day of this month, `years` years ago: on any day of the month the child is exactly that old ("7 ans"). */
function bornYearsAgo(years: number): string {
  const { year, month } = brusselsToday();
  return `${year - years}-${String(month).padStart(2, "0")}-01`;
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is not set");
  return new URL(baseURL).origin;
}

async function listedChildren(page: Page): Promise<Child[]> {
  const response = await page.request.get("/api/children?sort=newest");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { children: Child[] }).children;
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const list = (page: Page) => page.getByRole("list", { name: "Mes enfants" });
const card = (page: Page, name: string) => page.getByRole("article", { name });
const dialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });
/** The children collection itself (list and creation), whatever the query string. */
const childrenCollection = (url: URL) => url.pathname === "/api/children";

test.describe("The parent's children", () => {
  test("with no child yet: an explanation and the way to add one", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("children-empty"));
    await page.goto(PAGE);
    await expect(h1(page)).toHaveText("Mes enfants");
    await expect(page).toHaveTitle(/^Mes enfants \|/);
    await expect(page.getByRole("link", { name: "Retour à mon espace" })).toHaveAttribute("href", "/dashboard");

    await expect(page.getByRole("heading", { name: "Aucun enfant enregistré" })).toBeVisible();
    await expect(page.getByText(/inscrire aux plaines/)).toBeVisible();
    await expect(list(page)).toHaveCount(0);
    // One button at the top, one in the empty state: both open the same dialog.
    const addButtons = page.getByRole("button", { name: "Ajouter un enfant" });
    await expect(addButtons).toHaveCount(2);
    await addButtons.last().click();
    const add = dialog(page, "Ajouter un enfant");
    await expect(add).toBeVisible();
    await expect(add.getByLabel("Prénom")).toHaveValue("");
    await add.getByRole("button", { name: "Annuler" }).click();
    await expect(add).toBeHidden();
  });

  test("add a child: the required fields are checked, then the child is listed", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("children-add"));
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { name: "Aucun enfant enregistré" })).toBeVisible();
    await page.getByRole("button", { name: "Ajouter un enfant" }).first().click();

    const add = dialog(page, "Ajouter un enfant");
    await add.getByRole("button", { name: "Enregistrer" }).click();
    await expect(add.getByText("Le prénom est requis")).toBeVisible();
    await expect(add.getByText("Le nom est requis")).toBeVisible();
    await expect(add.getByText("La date de naissance est requise")).toBeVisible();
    await expect(add.getByLabel("Prénom")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Date de naissance")).toHaveAttribute("type", "date");

    const birthDate = bornYearsAgo(7);
    await add.getByLabel("Prénom").fill("Léa");
    await add.getByRole("textbox", { name: "Nom", exact: true }).fill("Dupont");
    await add.getByLabel("Date de naissance").fill(birthDate);
    await expect(add.getByText("Le nom de la personne est requis")).toBeVisible();
    await fillEmergencyContact(add);
    const medical = add.getByRole("group", { name: "Informations médicales" });
    await medical.getByLabel("Allergies").fill("Arachides");
    await medical.getByLabel("Médecin traitant").fill("Dr Martin, 081 22 33 44");
    // Medical information is refused until the consent is ticked.
    await add.getByRole("button", { name: "Enregistrer" }).click();
    await expect(add.getByText(MEDICAL_CONSENT_REQUIRED)).toBeVisible();
    await add.getByLabel(MEDICAL_CONSENT_LABEL).check();
    await add.getByRole("button", { name: "Enregistrer" }).click();

    await expect(toast(page, "Enfant ajouté avec succès")).toBeVisible();
    await expect(add).toBeHidden();
    const lea = card(page, "Léa Dupont");
    await expect(lea).toContainText(frenchDate(birthDate));
    await expect(lea).toContainText("7 ans");
    await expect(lea).toContainText("Informations médicales renseignées");
    // The medical details stay in the file, not on the card.
    await expect(lea).not.toContainText("Arachides");
    await expect(page.getByRole("heading", { name: "Aucun enfant enregistré" })).toHaveCount(0);
    // Nothing typed went into the address.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PAGE);

    const [saved] = await listedChildren(page);
    expect(saved).toMatchObject({
      firstName: "Léa",
      lastName: "Dupont",
      birthDate,
      allergies: "Arachides",
      medicalConditions: null,
      medications: null,
      doctorContact: "Dr Martin, 081 22 33 44",
      additionalInfo: null,
    });
  });

  test("edit a child: the form starts from the saved file and the change is kept", async ({ page, baseURL, createParent, signIn }) => {
    await signIn(await createParent("children-edit"));
    const birthDate = bornYearsAgo(9);
    const hugo = await addChild(page, baseURL, {
      firstName: "Hugo",
      lastName: "Leroy",
      birthDate,
      allergies: "Pollen",
      medicalConditions: "Asthme léger",
      medications: null,
      doctorContact: "Dr Lambert",
      additionalInfo: "Aime dessiner",
    });
    await addChild(page, baseURL, { firstName: "Zoé", lastName: "Leroy", birthDate: bornYearsAgo(4) });
    await page.goto(PAGE);

    await page.getByRole("button", { name: "Modifier Hugo Leroy" }).click();
    const edit = dialog(page, "Modifier l'enfant");
    await expect(edit.getByLabel("Prénom")).toHaveValue("Hugo");
    await expect(edit.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Leroy");
    await expect(edit.getByLabel("Date de naissance")).toHaveValue(birthDate);
    await expect(edit.getByLabel("Allergies")).toHaveValue("Pollen");
    await expect(edit.getByLabel("Problèmes de santé")).toHaveValue("Asthme léger");
    await expect(edit.getByLabel("Médicaments")).toHaveValue("");
    await expect(edit.getByLabel("Médecin traitant")).toHaveValue("Dr Lambert");
    await expect(edit.getByLabel("Informations complémentaires")).toHaveValue("Aime dessiner");

    // A cleared required field is caught before anything is sent.
    await edit.getByLabel("Prénom").fill("  ");
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(edit.getByText("Le prénom est requis")).toBeVisible();

    await edit.getByLabel("Prénom").fill("Hugues");
    await edit.getByLabel("Médicaments").fill("Ventolin si besoin");
    await edit.getByLabel("Allergies").fill("");
    await edit.getByLabel(MEDICAL_CONSENT_LABEL).check();
    await edit.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Enfant mis à jour avec succès")).toBeVisible();
    await expect(edit).toBeHidden();

    // Same place in the list (still the older of the two), new name.
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(["Zoé Leroy", "Hugues Leroy"]);
    await expect(card(page, "Hugo Leroy")).toHaveCount(0);

    await page.reload();
    await page.getByRole("button", { name: "Modifier Hugues Leroy" }).click();
    await expect(edit.getByLabel("Prénom")).toHaveValue("Hugues");
    await expect(edit.getByLabel("Allergies")).toHaveValue("");
    await expect(edit.getByLabel("Problèmes de santé")).toHaveValue("Asthme léger");
    await expect(edit.getByLabel("Médicaments")).toHaveValue("Ventolin si besoin");
    await expect(edit.getByLabel("Informations complémentaires")).toHaveValue("Aime dessiner");
    // Escape closes the dialog when nothing is being saved.
    await page.keyboard.press("Escape");
    await expect(edit).toBeHidden();

    const saved = (await listedChildren(page)).find((child) => child.id === hugo.id);
    expect(saved).toMatchObject({
      firstName: "Hugues",
      allergies: null,
      medications: "Ventolin si besoin",
      medicalConditions: "Asthme léger",
    });
  });

  test("newest first, each with birth date, age and the medical flag when filled", async ({ page, baseURL, createParent, signIn }) => {
    await signIn(await createParent("children-order"));
    const born = { alice: bornYearsAgo(10), bruno: bornYearsAgo(6), chloe: bornYearsAgo(3) };
    // Created one after the other: Alice first, Chloé last. The first-name order would be the same
    // as the creation order, so the newest-first order cannot come from sorting by name.
    await addChild(page, baseURL, { firstName: "Alice", lastName: "Martin", birthDate: born.alice });
    await addChild(page, baseURL, { firstName: "Bruno", lastName: "Martin", birthDate: born.bruno, medications: "Sirop contre la toux" });
    await addChild(page, baseURL, { firstName: "Chloé", lastName: "Martin", birthDate: born.chloe });
    await page.goto(PAGE);

    await expect(list(page).getByRole("listitem")).toHaveCount(3);
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(["Chloé Martin", "Bruno Martin", "Alice Martin"]);
    await expect(card(page, "Alice Martin")).toContainText(frenchDate(born.alice));
    await expect(card(page, "Alice Martin")).toContainText("10 ans");
    await expect(card(page, "Chloé Martin")).toContainText("3 ans");
    await expect(card(page, "Bruno Martin").getByTestId("medical-info-badge")).toBeVisible();
    await expect(card(page, "Alice Martin").getByTestId("medical-info-badge")).toHaveCount(0);
    await expect(card(page, "Chloé Martin").getByTestId("medical-info-badge")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Supprimer Bruno Martin" })).toBeVisible();
  });

  test("delete a child after confirming", async ({ page, baseURL, createParent, signIn }) => {
    await signIn(await createParent("children-delete"));
    const tom = await addChild(page, baseURL, { firstName: "Tom", lastName: "Petit", birthDate: bornYearsAgo(5), allergies: "Lactose" });
    await addChild(page, baseURL, { firstName: "Nina", lastName: "Petit", birthDate: bornYearsAgo(8) });
    await page.goto(PAGE);

    await page.getByRole("button", { name: "Supprimer Tom Petit" }).click();
    const confirm = dialog(page, "Supprimer Tom Petit\u00a0?");
    await expect(confirm).toContainText("y compris ses informations médicales");
    // The focus is in the dialog, never on the destructive button (an Enter too many would delete).
    await expect.poll(() => confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(confirm.getByRole("button", { name: "Supprimer", exact: true })).not.toBeFocused();
    // Cancelling keeps the child.
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, "Tom Petit")).toBeVisible();

    await page.getByRole("button", { name: "Supprimer Tom Petit" }).click();
    await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect(toast(page, "Enfant supprimé")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(card(page, "Tom Petit")).toHaveCount(0);
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(["Nina Petit"]);

    expect((await page.request.get(`/api/children/${tom.id}`)).status()).toBe(404);
    await page.reload();
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(["Nina Petit"]);
  });

  test("a child registered for a plaine cannot be deleted: the plaine is named", async ({ page, baseURL, demo, createParent, signIn }) => {
    await signIn(await createParent("children-registered"));
    const plaine = demo.family;
    const child = await addChild(page, baseURL, {
      firstName: "Jules",
      lastName: "Renard",
      birthDate: birthDateForAge(6, plaine.startDate),
    });
    await registerByTransfer(page, baseURL, plaine.id, [child.id]);

    await page.goto(PAGE);
    await page.getByRole("button", { name: "Supprimer Jules Renard" }).click();
    await dialog(page, "Supprimer Jules Renard\u00a0?").getByRole("button", { name: "Supprimer", exact: true }).click();

    const refusal = `Impossible de supprimer cet enfant car il est inscrit aux activités suivantes\u00a0: ${plaine.title}`;
    // The server's sentence as it is, as the toast's title.
    await expect(toast(page, refusal).locator("[data-title]")).toHaveText(refusal);
    await expect(toast(page, "Enfant supprimé")).toHaveCount(0);
    await expect(card(page, "Jules Renard")).toBeVisible();
    expect((await page.request.get(`/api/children/${child.id}`)).status()).toBe(200);
  });

  test("a refused save keeps the dialog open with everything typed; it cannot be closed while saving", async ({
    page,
    createParent,
    signIn,
  }) => {
    await signIn(await createParent("children-refused"));
    await page.goto(PAGE);
    await page.getByRole("button", { name: "Ajouter un enfant" }).first().click();
    const add = dialog(page, "Ajouter un enfant");
    const birthDate = bornYearsAgo(6);
    await add.getByLabel("Prénom").fill("Emma");
    await add.getByRole("textbox", { name: "Nom", exact: true }).fill("Lambert");
    await add.getByLabel("Date de naissance").fill(birthDate);
    await add.getByLabel("Informations complémentaires").fill("Fait la sieste après le repas");
    await fillEmergencyContact(add);

    // The server's answer is held until the test has looked at the dialog while saving.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(childrenCollection, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await held;
      await route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "VALIDATION",
            message: "La date de naissance n'est pas vraisemblable",
            fields: { birthDate: "La date de naissance n'est pas vraisemblable" },
          },
        }),
      });
    });
    await add.getByRole("button", { name: "Enregistrer" }).click();
    const saving = add.getByRole("button", { name: "Enregistrement en cours..." });
    await expect(saving).toBeDisabled();
    await expect(add.getByRole("button", { name: "Annuler" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await add.getByRole("button", { name: "Fermer" }).click();
    await expect(add).toBeVisible();
    release();

    await expect(toast(page, "Erreur lors de l'enregistrement")).toContainText("La date de naissance n'est pas vraisemblable");
    await expect(add).toBeVisible();
    await expect(add.getByLabel("Date de naissance")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByText("La date de naissance n'est pas vraisemblable")).toBeVisible();
    await expect(add.getByLabel("Prénom")).toHaveValue("Emma");
    await expect(add.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Lambert");
    await expect(add.getByLabel("Date de naissance")).toHaveValue(birthDate);
    await expect(add.getByLabel("Informations complémentaires")).toHaveValue("Fait la sieste après le repas");
    await expect(add.getByRole("button", { name: "Enregistrer" })).toBeEnabled();

    // Once the server accepts, the same typing is saved.
    await page.unroute(childrenCollection);
    await add.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Enfant ajouté avec succès")).toBeVisible();
    await expect(card(page, "Emma Lambert")).toBeVisible();
    expect(await listedChildren(page)).toHaveLength(1);
  });

  test("a list that fails to load says so and offers to try again", async ({ page, baseURL, createParent, signIn }) => {
    await signIn(await createParent("children-load-error"));
    await addChild(page, baseURL, { firstName: "Noé", lastName: "Simon", birthDate: bornYearsAgo(5) });
    // A 429 is not retried by the page, so the failure shows at once.
    await page.route(childrenCollection, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "RATE_LIMITED", message: "Trop de tentatives. Veuillez réessayer plus tard." } }),
      }),
    );
    // Opened from the parent's space, the page asks the API in the browser (drawn by the server, it would not).
    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Mes enfants/ }).click();
    await expect(toast(page, "Erreur lors du chargement des enfants")).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: "Erreur lors du chargement des enfants" });
    await expect(alert).toContainText("Trop de tentatives");
    // Adding stays possible even when the list could not be read.
    await expect(page.getByRole("button", { name: "Ajouter un enfant" })).toBeVisible();

    await page.unroute(childrenCollection);
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect(card(page, "Noé Simon")).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("another parent's child is out of reach: 404, and not listed", async ({ page, baseURL, createParent, signIn }) => {
    await signIn(await createParent("children-owner"));
    const theirs = await addChild(page, baseURL, {
      firstName: "Mila",
      lastName: "Dubois",
      birthDate: bornYearsAgo(6),
      allergies: "Gluten",
    });

    await signIn(await createParent("children-other"));
    const origin = { Origin: originOf(baseURL) };
    const read = await page.request.get(`/api/children/${theirs.id}`);
    expect(read.status()).toBe(404);
    expect(await read.text()).not.toContain("Gluten");
    const overwrite = { firstName: "X", lastName: "Y", birthDate: bornYearsAgo(6) };
    expect((await page.request.put(`/api/children/${theirs.id}`, { data: overwrite, headers: origin })).status()).toBe(404);
    expect((await page.request.delete(`/api/children/${theirs.id}`, { headers: origin })).status()).toBe(404);
    expect(await listedChildren(page)).toEqual([]);

    await page.goto(PAGE);
    await expect(page.getByRole("heading", { name: "Aucun enfant enregistré" })).toBeVisible();
    await expect(page.getByText("Mila")).toHaveCount(0);
  });

  test("accessibility (axe, WCAG 2 A/AA): the list, and the dialog open with its errors", async ({
    page,
    baseURL,
    createParent,
    signIn,
  }) => {
    // Four scans of the whole page, each several seconds on a busy machine.
    test.slow();
    await signIn(await createParent("children-a11y"));
    await addChild(page, baseURL, { firstName: "Léon", lastName: "Fontaine", birthDate: bornYearsAgo(7), allergies: "Pollen" });
    await page.goto(PAGE);
    await expect(card(page, "Léon Fontaine")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Ajouter un enfant" }).click();
    const add = dialog(page, "Ajouter un enfant");
    await add.getByRole("button", { name: "Enregistrer" }).click();
    await expect(add.getByText("Le prénom est requis")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await add.getByRole("button", { name: "Fermer" }).click();

    await page.getByRole("button", { name: "Modifier Léon Fontaine" }).click();
    await expect(dialog(page, "Modifier l'enfant").getByLabel("Allergies")).toHaveValue("Pollen");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Supprimer Léon Fontaine" }).click();
    await expect(dialog(page, "Supprimer Léon Fontaine\u00a0?")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
