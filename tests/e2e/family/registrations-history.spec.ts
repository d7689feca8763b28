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
/** 'du 6 au 10 février' or 'du 6 février … au …': the range starts on that day, however it is shortened. */
const startsOn = (isoDate: string) => new RegExp(`du\\s${Number(isoDate.slice(8, 10))}\\b`);
const paymentsOf = (group: Locator) => group.getByRole("list", { name: /^Paiements?$/ }).getByRole("listitem");

async function historyFromApi(request: APIRequestContext): Promise<RegistrationGroup[]> {
  const response = await request.get("/api/registrations");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { groups: RegistrationGroup[] }).groups;
}

test.describe("Registration history (/dashboard/registrations)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("one card per plaine, nearest first: the family total once, each child's share, the communication, payment instructions", async ({
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

    // The cards come by the plaine's date, the nearest first (both are still to come), whatever the order of registering.
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(2);
    const order = (await historyFromApi(page.request)).map((group) => group.activity.title);
    const nearestFirst = [first, second]
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || a.title.localeCompare(b.title, "fr"))
      .map((plaine) => plaine.title);
    expect(order).toEqual(nearestFirst);
    for (const [index, title] of order.entries()) {
      await expect(cards.nth(index).getByRole("heading", { level: 2 })).toHaveText(title);
    }

    // Two children, one payment: the family total once, each child's share of it (the first child
    // first for a cent left by rounding), as the certificates count it; no '-'.
    const group = groupOf(page, first.title);
    await expect(group.getByRole("link", { name: first.title })).toHaveAttribute("href", `/activities/${first.id}`);
    await expect(group).toContainText(startsOn(first.startDate));
    await expect(group).toContainText(frenchDate(first.endDate));
    await expect(group).toContainText("2 inscriptions");
    await expect(group).toContainText("Léa Dupont, Tom Dupont");
    await expect(group.getByText(/^Total\s:/)).toHaveText(new RegExp(`^Total\\s: ${euroPattern(total).source}$`));
    expect((await group.innerText()).match(new RegExp(euroPattern(total).source, "g"))).toHaveLength(1);
    const [leaId, tomId] = family.registration.registrationIds;
    const lea = rowOf(group, "Léa Dupont");
    const tom = rowOf(group, "Tom Dupont");
    await expect(lea).toContainText("En attente");
    const [leaShare, tomShare] = [Math.ceil(total / 2), Math.floor(total / 2)];
    const primaryId = family.registration.registrationId;
    await expect(lea.getByTestId("registration-amount")).toHaveText(
      new RegExp(`^Part\\s: ${euroPattern(primaryId === leaId ? leaShare : tomShare).source}$`),
    );
    await expect(lea).toContainText(`Réf. ${leaId.slice(-8)}`);
    await expect(tom).toContainText("En attente");
    await expect(tom.getByTestId("registration-amount")).toHaveText(
      new RegExp(`^Part\\s: ${euroPattern(primaryId === tomId ? leaShare : tomShare).source}$`),
    );
    await expect(tom).toContainText(`Réf. ${tomId.slice(-8)}`);

    const payment = paymentsOf(group);
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("Virement bancaire");
    await expect(payment).toContainText("En attente");
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
    // Beside the reference, the transfer's structured communication, without opening the instructions.
    await expect(payment.getByTestId("payment-communication")).toHaveText(`Communication ${transfer.bankTransfer.communication}`);
    const qr = payment.getByRole("img", { name: QR_NAME });
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

    // The paid and confirmed plaine: French labels, no instructions any more.
    const paid = groupOf(page, second.title);
    await expect(paid).toContainText("1 inscription");
    await expect(rowOf(paid, "Zoé Dupont")).toContainText("Confirmée");
    await expect(rowOf(paid, "Zoé Dupont").getByTestId("registration-amount")).toHaveText(
      new RegExp(`^Montant\\s: ${euroPattern(second.price.standard).source}$`),
    );
    await expect(paymentsOf(paid)).toContainText("Payé");
    await expect(paymentsOf(paid)).toContainText(/payé le \d{1,2} \S+ \d{4}/);
    await expect(paid.getByText("Instructions de virement")).toHaveCount(0);

    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // The registration's own page gives the same shares, the total being said once (the transfer's amount).
    await page.goto(`/bank-transfer/success?registration_id=${family.registration.registrationId}`);
    const shares = page.getByTestId("recap-children").getByRole("listitem");
    await expect(shares).toHaveCount(2);
    await expect(shares.filter({ hasText: "Léa Dupont" })).toContainText(euroPattern(primaryId === leaId ? leaShare : tomShare));
    await expect(shares.filter({ hasText: "Tom Dupont" })).toContainText(euroPattern(primaryId === tomId ? leaShare : tomShare));
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
    const dialog = page.getByRole("dialog", { name: "Annuler l'inscription\u00a0?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Mia Dupont");
    await expect(dialog).toContainText(plaine.title);
    await expect(dialog).toContainText(startsOn(plaine.startDate));
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
    // Mia is no longer counted nor priced: Léo owes the plaine's price, the transfer was priced again.
    await expect(group).toContainText("1 inscription · 1 annulée");
    await expect(mia.getByTestId("registration-amount")).toHaveCount(0);
    await expect(leo.getByTestId("registration-amount")).toHaveText(
      new RegExp(`^Montant\\s: ${euroPattern(plaine.price.standard).source}$`),
    );
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
    // Nothing left to pay for: the instructions are gone, and no '0,00 €' waits.
    await expect(group.getByText("Instructions de virement")).toHaveCount(0);
    await expect(group).toContainText("2 inscriptions annulées");
    await expect(group).not.toContainText(/(?<!\d)0,00/);
    await expect(paymentsOf(group)).toContainText("Annulé");
    await expect(paymentsOf(group)).not.toContainText("En attente");
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
    // Drawn by the server, the page starts from the history it was drawn from and asks nothing
    // (askedAgainOnEachVisit): the browser asks for it on the way there from the dashboard.
    await page.goto("/dashboard");
    await expect(page.locator("html[data-ready='true']")).toBeAttached();
    await page.getByRole("link", { name: /Mes inscriptions/ }).click();
    await expect(page).toHaveURL("/dashboard/registrations");
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

/** 'Obtenir la facture' (decision 0057): a POST issues the payment's invoice, then its PDF is linked under the payment. */
test("a parent gets the payment's invoice and opens its PDF", async ({ page, demo, baseURL, createParent, signIn }) => {
  await signIn(await createParent("facture"));
  await registeredFamily(page, baseURL, demo.family, ["Léa"]);
  await page.goto("/dashboard/registrations");
  const group = groupOf(page, demo.family.title);
  const payment = paymentsOf(group).first();
  await expect(payment.getByRole("link", { name: /^Facture n°/ })).toHaveCount(0);
  await payment.getByRole("button", { name: "Obtenir la facture" }).click();
  await expect(toast(page, /^Facture n°\s\d{4}-\d{4} prête$/)).toBeVisible();
  const link = payment.getByRole("link", { name: /^Facture n°\s\d{4}-\d{4} \(PDF\)$/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(payment.getByRole("button", { name: "Obtenir la facture" })).toHaveCount(0);
  const pdf = await page.request.get((await link.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoSeriousA11yViolations(page);
});
