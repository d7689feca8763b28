import sharp from "sharp";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { mapLink, PRACTICAL_INFO_MAX_LENGTH, practicalInfoTooLong } from "../../../src/domain/practical-info.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { typePlaineFields } from "../support/plaines.ts";

/** A small real picture, made here so the server has something to decode and resize. */
function landscapePng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 250, g: 180, b: 60 } } })
    .png()
    .toBuffer();
}

test.describe("Administrators' plaines", () => {
  test("the list and the form have no serious accessibility problem", async ({ page, signInAsAdmin }) => {
    // Two full scans of the admin pages, each a few seconds of axe on a busy machine.
    test.slow();
    await signInAsAdmin();
    await page.goto("/admin/activities?tab=all");
    await expect(page.getByTestId("admin-activity-row").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Nouvelle plaine" }).click();
    await expect(page).toHaveURL("/admin/activities/new");
    await page.getByRole("button", { name: "Créer la plaine" }).click();
    await expect(page.getByText("Le titre est requis")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("create a plaine with its picture, find it on the site, change its capacity, then delete it", async ({ page, signInAsAdmin }) => {
    const title = `Plaine des tournesols ${Date.now()}`;
    const start = addDaysIso(brusselsToday(), 200);
    await signInAsAdmin();
    await page.goto("/admin/activities");
    await page.getByRole("link", { name: "Nouvelle plaine" }).click();

    await typePlaineFields(page, {
      title,
      description: "Une semaine de jeux au soleil, de balades et de bricolages.",
      start,
      place: { name: "Parc des Tournesols", address: "Rue des Fleurs 12", postalCode: "1340", city: "Ottignies" },
      ageMin: "4",
      ageMax: "10,5",
      price: "95,50",
      capacity: "20",
    });
    await page.locator('input[type="file"]').setInputFiles({ name: "tournesols.png", mimeType: "image/png", buffer: await landscapePng() });
    // 'Informations pratiques': four of the five parts, the meals left blank.
    await page.getByLabel("Horaire").fill("De 9 h à 16 h");
    await page.getByLabel("Garderie").fill("Dès 7 h 30 et jusqu'à 18 h");
    await page.getByLabel("À emporter").fill("Une gourde et une casquette");
    await page.getByLabel("Comment venir").fill("Bus 20, arrêt Tournesols");
    await page.getByLabel("Lien de la vidéo").fill("https://youtu.be/dQw4w9WgXcQ");
    await expect(page.getByTitle("Aperçu de la vidéo de la plaine")).toHaveAttribute("src", /\/embed\/dQw4w9WgXcQ$/);
    const preview = page.getByRole("img", { name: "Aperçu de l'image" });
    await expect(preview).toHaveAttribute("src", /^\/media\/activities\/.+\.webp$/);

    await page.getByRole("button", { name: "Créer la plaine" }).click();
    await expect(toast(page, "Plaine créée avec succès")).toBeVisible();
    await expect(page).toHaveURL("/admin/activities");
    const row = page.getByTestId("admin-activity-row").filter({ hasText: title });
    await expect(row).toContainText("20 / 20");
    await expect(row).toContainText("Active");

    // The public side: the search lists it, its page shows its picture and its video.
    await page.goto("/search");
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("img", { name: `Illustration de la plaine «\u00a0${title}\u00a0»` })).toHaveAttribute(
      "src",
      /\/media\/activities\/.+\.webp$/,
    );

    await expect(page.locator('iframe[src*="dQw4w9WgXcQ"]')).toHaveCount(1);
    const practical = page.locator("section#infos-pratiques");
    await expect(practical.locator("address")).toContainText("Rue des Fleurs 12");
    await expect(practical.getByRole("link", { name: /Voir sur la carte/ })).toHaveAttribute(
      "href",
      mapLink({ address: "Rue des Fleurs 12", postalCode: "1340", city: "Ottignies" }),
    );
    await expect(practical.getByRole("term")).toHaveText(["Horaire", "Garderie", "À emporter", "Comment venir"]);
    await expect(practical.getByRole("definition")).toHaveText([
      "De 9 h à 16 h",
      "Dès 7 h 30 et jusqu'à 18 h",
      "Une gourde et une casquette",
      "Bus 20, arrêt Tournesols",
    ]);

    // Back in the administration: a smaller capacity, and the history says who changed what.
    await page.goto("/admin/activities");
    await row.getByRole("link", { name: `Modifier la plaine ${title}` }).click();
    await expect(page.getByLabel("Capacité")).toHaveValue("20");
    await expect(page.getByLabel("Horaire")).toHaveValue("De 9 h à 16 h");
    await expect(page.getByLabel("Repas")).toHaveValue("");
    // Too long a text is refused in French under its field, and nothing is saved.
    await page.getByLabel("Repas").fill("x".repeat(PRACTICAL_INFO_MAX_LENGTH + 1));
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByText(practicalInfoTooLong("meals"))).toBeVisible();
    await page.getByLabel("Repas").fill("");
    await expect(page.getByTestId("audit-entry")).toHaveCount(1);
    await page.getByLabel("Capacité").fill("12");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(toast(page, "Plaine mise à jour avec succès")).toBeVisible();
    await expect(row).toContainText("12 / 12");

    await row.getByRole("link", { name: `Modifier la plaine ${title}` }).click();
    await expect(page.getByTestId("audit-entry").first()).toContainText("Capacité\u00a0: 20 → 12");
    await page.getByRole("link", { name: "Retour aux plaines" }).click();

    // Leave the site as it was: a plaine nobody registered for is deleted outright.
    await row.getByRole("button", { name: `Supprimer la plaine ${title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(toast(page, "Plaine supprimée")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
