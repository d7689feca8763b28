import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { RegistrationGroup } from "../../../src/domain/contracts/registrations.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { escapeRegExp, euroPattern, frenchDate } from "../support/format.ts";
import { anotherOpenPlaine, expectedTotalCents, registeredFamily } from "./bank-transfer-setup.ts";

const COMMUNICATION = /^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/;
const QR_NAME = /scannez-le avec l'application de votre banque/;
const LOAD_ERROR = "Erreur lors du chargement des inscriptions";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
/** One card of the history: an article named after its plaine. */
const groupOf = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
/** One child's registration row inside a group. */
const rowOf = (group: Locator, childName: string) =>
  group.getByRole("list", { name: "Enfants inscrits" }).getByRole("listitem").filter({ hasText: childName });
const paymentsOf = (group: Locator) => group.getByRole("list", { name: /^Paiements?$/ }).getByRole("listitem");

async function historyFromApi(request: APIRequestContext): Promise<RegistrationGroup[]> {
  const response = await request.get("/api/registrations");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { groups: RegistrationGroup[] }).groups;
}

test.describe("Registration history (/dashboard/registrations)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("one card per plaine: children, amounts with '-' for the second child, statuses, payment instructions", async ({
    page,
    demo,
    baseURL,
    createParent,
    signIn,
    adminCookies,
    playwright,
    isMobile,
  }) => {
    const first = demo.family;
    const second = anotherOpenPlaine(demo);
    await signIn(await createParent("historique"));
    const family = await registeredFamily(page, baseURL, first, ["Léa", "Tom"]);
    const single = await registeredFamily(page, baseURL, second, ["Zoé"]);
    const total = expectedTotalCents(first, 2);

    // The administrator receives the transfer of the second plaine and confirms it.
    const admin = await playwright.request.newContext({ baseURL, storageState: { cookies: adminCookies, origins: [] } });
    const marked = await admin.patch("/api/admin/registrations", {
      data: { ids: [single.registration.registrationId], status: "confirmed", paymentStatus: "paid" },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    await admin.dispose();

    await page.goto("/dashboard/registrations");
    await expect(h1(page)).toHaveText("Mes inscriptions");
    await expect(page.getByRole("link", { name: "Retour à mon espace" })).toHaveAttribute("href", "/dashboard");

    // The cards come in the server's order: the latest registration first.
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(2);
    const order = (await historyFromApi(page.request)).map((group) => group.activity.title);
    expect(order).toEqual([second.title, first.title]);
    for (const [index, title] of order.entries()) {
      await expect(cards.nth(index).getByRole("heading", { level: 2 })).toHaveText(title);
    }

    // Two children, one payment: the total on the first child, '-' on the second.
    const group = groupOf(page, first.title);
    await expect(group.getByRole("link", { name: first.title })).toHaveAttribute("href", `/activities/${first.id}`);
    await expect(group).toContainText(frenchDate(first.startDate));
    await expect(group).toContainText(frenchDate(first.endDate));
    await expect(group).toContainText("2 inscriptions");
    await expect(group).toContainText("Léa Dupont, Tom Dupont");
    await expect(group.getByText(/^Total :/)).toHaveText(new RegExp(`^Total : ${euroPattern(total).source}$`));
    const [leaId, tomId] = family.registration.registrationIds;
    const lea = rowOf(group, "Léa Dupont");
    const tom = rowOf(group, "Tom Dupont");
    await expect(lea).toContainText("En attente");
    await expect(lea.getByTestId("registration-amount")).toHaveText(new RegExp(`^Montant : ${euroPattern(total).source}$`));
    await expect(lea).toContainText(`Réf. ${leaId.slice(-8)}`);
    await expect(tom).toContainText("En attente");
    await expect(tom.getByTestId("registration-amount")).toHaveText("Montant : -");
    await expect(tom).not.toContainText("€");
    await expect(tom).toContainText(`Réf. ${tomId.slice(-8)}`);

    const payment = paymentsOf(group);
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("Virement bancaire");
    await expect(payment).toContainText("En attente");
    await expect(payment).toContainText(euroPattern(total));
    await expect(payment).toContainText(`Réf. ${family.registration.reference}`);

    // The unpaid transfer's instructions are one tap away: IBAN, communication, QR code.
    await payment.getByText("Instructions de virement").click();
    const communication = payment
      .locator("dt")
      .filter({ hasText: /^Communication structurée$/ })
      .locator("xpath=following-sibling::dd[1]/*[1]");
    await expect(communication).toHaveText(COMMUNICATION);
    const transfer = (await (await page.request.get(`/api/registrations/${family.registration.registrationId}/bank-transfer`)).json()) as {
      bankTransfer: { communication: string; iban: string };
    };
    await expect(communication).toHaveText(transfer.bankTransfer.communication);
    await expect(payment).toContainText(transfer.bankTransfer.iban);
    const qr = payment.getByRole("img", { name: QR_NAME });
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

    // The paid and confirmed plaine: French labels, no instructions any more.
    const paid = groupOf(page, second.title);
    await expect(paid).toContainText("1 inscription");
    await expect(rowOf(paid, "Zoé Dupont")).toContainText("Confirmée");
    await expect(rowOf(paid, "Zoé Dupont").getByTestId("registration-amount")).toHaveText(
      new RegExp(`^Montant : ${euroPattern(second.price.standard).source}$`),
    );
    await expect(paymentsOf(paid)).toContainText("Payé");
    await expect(paymentsOf(paid)).toContainText(/payé le \d{1,2} \S+ \d{4}/);
    await expect(paid.getByText("Instructions de virement")).toHaveCount(0);

    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test("cancelling a registration: asks first, then says it is done; the server's refusal is shown", async ({
    page,
    demo,
    baseURL,
    createParent,
    signIn,
  }) => {
    const plaine = demo.family;
    await signIn(await createParent("annulation"));
    const { registration } = await registeredFamily(page, baseURL, plaine, ["Léo", "Mia"]);
    const [leoId, miaId] = registration.registrationIds;

    await page.goto("/dashboard/registrations");
    const group = groupOf(page, plaine.title);
    const leo = rowOf(group, "Léo Dupont");
    const mia = rowOf(group, "Mia Dupont");
    await expect(leo.getByRole("button", { name: "Annuler" })).toBeVisible();
    await expect(mia.getByRole("button", { name: "Annuler" })).toBeVisible();

    // Changing one's mind keeps the registration.
    await mia.getByRole("button", { name: "Annuler" }).click();
    const dialog = page.getByRole("dialog", { name: "Annuler l'inscription ?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Mia Dupont");
    await expect(dialog).toContainText(plaine.title);
    await expect(dialog).toContainText(frenchDate(plaine.startDate));
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Garder l'inscription" }).click();
    await expect(dialog).toBeHidden();
    await expect(mia).toContainText("En attente");

    await mia.getByRole("button", { name: "Annuler" }).click();
    await dialog.getByRole("button", { name: "Oui, annuler l'inscription" }).click();
    await expect(toast(page, "L'inscription de Mia Dupont a été annulée")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(mia).toContainText("Annulée");
    await expect(mia.getByRole("button", { name: "Annuler" })).toHaveCount(0);
    const afterCancel = (await historyFromApi(page.request)).find((g) => g.activity.id === plaine.id);
    expect(afterCancel?.registrations.find((row) => row.id === miaId)?.status).toBe("cancelled");

    // Cancelled meanwhile (another tab): the server refuses, and the page says why in French.
    await leo.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeVisible();
    const elsewhere = await page.request.post(`/api/registrations/${leoId}/cancel`, { headers: { Origin: new URL(baseURL ?? "").origin } });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByRole("button", { name: "Oui, annuler l'inscription" }).click();
    await expect(toast(page, "Cette inscription est déjà annulée")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(leo).toContainText("Annulée");
    await expect(leo.getByRole("button", { name: "Annuler" })).toHaveCount(0);
    // Nothing left to pay for: the instructions are gone.
    await expect(group.getByText("Instructions de virement")).toHaveCount(0);
  });

  test("without any registration: says so and points to the plaines", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("sans-inscription"));
    await page.goto("/dashboard/registrations");
    await expect(h1(page)).toHaveText("Mes inscriptions");
    await expect(page.getByRole("main")).toContainText("Aucune inscription pour le moment");
    await expect(page.getByRole("main").getByRole("link", { name: "Trouver une plaine" })).toHaveAttribute("href", "/search");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a failed load: a toast, the reason, and a way to try again", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("erreur-historique"));
    let failing = true;
    await page.route("**/api/registrations", (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: { code: "INTERNAL", message: "Le serveur est indisponible" } }),
          })
        : route.fallback(),
    );
    await page.goto("/dashboard/registrations");
    // Server errors are asked again three times (1 s, 2 s, 4 s) before the page gives up.
    await expect(toast(page, LOAD_ERROR)).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, LOAD_ERROR)).toHaveAttribute("data-type", "error");
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText(LOAD_ERROR);
    await expect(alert).toContainText("Le serveur est indisponible");

    failing = false;
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect(page.getByRole("main")).toContainText("Aucune inscription pour le moment");
    await expect(alert).toBeHidden();
  });
});

/** Kept apart so a regression in the wording shows where it is. */
test("the history is linked from the dashboard tile", async ({ page, createParent, signIn }) => {
  await signIn(await createParent("tuile"));
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Mes inscriptions/ }).click();
  await expect(page).toHaveURL("/dashboard/registrations");
  await expect(h1(page)).toHaveText(new RegExp(`^${escapeRegExp("Mes inscriptions")}$`));
});
