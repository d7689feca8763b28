/**
 * The tariffs: an administrator creates a tariff category with a default percentage from the
 * 'Tarifs' page, gives one plaine its own price for it in the plaine's form, and the plaine's
 * public page tells families the price, who qualifies and how to claim it.
 */
import { randomUUID } from "node:crypto";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { adminActivityEditPath } from "../../../src/domain/paths.ts";
import type { TariffCategoriesView } from "../../../src/domain/contracts/admin-tariffs.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { euroPattern } from "../support/format.ts";
import { createTypedPlaine } from "../support/plaines.ts";

test.describe("Tariffs", () => {
  test("a tariff with a default percentage, a plaine's own price for it, and the plaine's page saying who qualifies", async ({
    page,
    signInAsAdmin,
    baseURL,
    isMobile,
  }) => {
    test.slow();
    const stamp = randomUUID().slice(0, 8);
    // Ends with a word: the price drawn right after it reads apart from it.
    const name = `Fratrie ${stamp} deuxième enfant`;
    const qualifies = "Les familles qui inscrivent un deuxième enfant à la même plaine.";
    const origin = new URL(baseURL!).origin;
    await signInAsAdmin();

    // 'Tarifs' from the administration's menu (folded on a phone).
    await page.goto("/admin");
    if (isMobile) await page.getByRole("button", { name: /Administration/ }).click();
    await page.getByRole("navigation", { name: "Gestion du site" }).getByRole("link", { name: "Tarifs", exact: true }).click();
    await expect(page).toHaveURL("/admin/tariffs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tarifs");

    await page.getByRole("button", { name: "Nouveau tarif" }).click();
    const form = page.getByRole("form", { name: "Nouveau tarif" });
    await form.getByLabel("Nom").fill(name);
    await form.getByLabel("Qui peut en bénéficier").fill(qualifies);
    await form.getByLabel("Prix par défaut (% du prix standard)").fill("80");
    await form.getByRole("button", { name: "Créer le tarif" }).click();
    await expect(toast(page, "Tarif créé")).toBeVisible();
    const card = page.getByTestId("tariff-category").filter({ hasText: name });
    await expect(card).toContainText("Par défaut\u00a0: 80\u00a0% du prix standard");
    await expect(card).toContainText("Sans preuve");
    await expectNoSeriousA11yViolations(page);
    await test.info().attach("tarifs-admin", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

    const categories = (await (await page.request.get("/api/admin/tariffs/categories")).json()) as TariffCategoriesView;
    const category = categories.categories.find((item) => item.name === name)!;
    try {
      // A plaine of 80 €: blank, the tariff would be 64 €; the plaine gives it 55,50 €.
      const title = `Plaine des fratries ${stamp}`;
      const plaine = await createTypedPlaine(page.request, origin, { title, start: addDaysIso(brusselsToday(), 220), capacity: "20" });
      await page.goto(adminActivityEditPath(plaine.id));
      const price = page.getByLabel(`${name} (€)`);
      await expect(price).toHaveValue("");
      await expect(page.getByText("Vide\u00a0: 80\u00a0% du prix standard").first()).toBeVisible();
      await price.fill("55,50");
      await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
      await expect(toast(page, "Plaine mise à jour avec succès")).toBeVisible();

      await page.goto(`/activities/${plaine.id}`);
      const tariffs = page.locator("section#tarifs");
      await expect(tariffs.getByRole("heading", { level: 2 })).toHaveText("Tarifs");
      await expect(tariffs).toContainText(euroPattern(8000));
      const item = tariffs.getByTestId("plaine-tariff").filter({ hasText: name });
      await expect(item).toContainText(euroPattern(5550));
      await expect(item).toContainText(qualifies);
      await expect(item).toContainText(
        "Au moment de l'inscription, choisissez ce tarif pour votre enfant et déclarez sur l'honneur qu'il y a droit.",
      );
      await expect(page.getByRole("complementary", { name: /tarif/i })).toContainText(name);
      await item.scrollIntoViewIfNeeded();
      await test.info().attach("tarifs-plaine", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
      // The block fits the screen: nothing wider than the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      // Never claimed: deleted, with the plaine's price for it, so the other specs find the demo's tariffs only.
      const deleted = await page.request.delete(`/api/admin/tariffs/categories/${category.id}`, { headers: { Origin: origin } });
      expect(deleted.status()).toBe(200);
    }
  });
});
