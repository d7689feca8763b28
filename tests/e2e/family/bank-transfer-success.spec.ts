import type { Locator, Page } from "@playwright/test";
import type { BankTransferPage } from "../../../src/domain/contracts/registrations.ts";
import { formatDateRangeFr } from "../../../src/domain/dates.ts";
import type { ConfirmationState } from "../../../src/domain/registration.ts";
import { decodeQrPng } from "../../support/qr.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { UNKNOWN_ID } from "../support/demo-data.ts";
import { euroPattern, frenchDate } from "../support/format.ts";
import { communicationDigits, confirmationSubject, expectedTotalCents, registeredFamily } from "./bank-transfer-setup.ts";
import { DEMO_QR_INFORMATION } from "../../../src/domain/association.ts";

const COMMUNICATION = /^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/;
const SENT = "E-mail de confirmation envoyé\u00a0!";
const ALREADY_SENT = "Email de confirmation déjà envoyé\u00a0!";
const SENDING = "Envoi de l'e-mail de confirmation…";
const SEND_ERROR = "Inscription réussie mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.";
const QR_NAME = /scannez-le avec l'application de votre banque/;

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const successUrl = (id: string) => `/bank-transfer/success?registration_id=${id}`;

/** The value shown for a label (a <dt>, then the first element of its <dd>, beside any copy button). */
function field(scope: Page | Locator, label: string): Locator {
  return scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]/*[1]");
}

/** The status region that tells where the confirmation e-mail stands. */
const mailStatus = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("status")
    .filter({ hasText: /e-?mail de confirmation/i });

/** A structured communication is 10 digits and their remainder by 97 (97 for 0). */
function hasValidCheckDigits(communication: string): boolean {
  const digits = communicationDigits(communication);
  const remainder = Number(digits.slice(0, 10)) % 97;
  return Number(digits.slice(10)) === (remainder === 0 ? 97 : remainder);
}

async function confirmationMails(
  mailbox: { messagesTo: (address: string) => Promise<{ subject: string }[]> },
  email: string,
  subject: string,
) {
  return (await mailbox.messagesTo(email)).filter((mail) => mail.subject === subject);
}

/** Answers the confirmation state from a list (the last one repeats), counting the requests. */
async function stubConfirmation(page: Page, registrationId: string, states: ConfirmationState[]) {
  const calls = { count: 0 };
  await page.route(`**/api/registrations/${registrationId}/confirmation`, (route) => {
    const state = states[Math.min(calls.count, states.length - 1)];
    calls.count += 1;
    return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ state }) });
  });
  return calls;
}

test.describe("Bank-transfer success page", () => {
  test.describe.configure({ timeout: 60_000 });

  test("shows what to pay for two children, a QR code that fills the transfer, and the e-mail sent once", async ({
    page,
    demo,
    baseURL,
    createParent,
    signIn,
    mailbox,
    isMobile,
  }) => {
    const plaine = demo.family;
    const parent = await createParent("virement");
    await signIn(parent);
    const { registration } = await registeredFamily(page, baseURL, plaine, ["Léa", "Tom"]);
    const total = expectedTotalCents(plaine, 2);
    expect(total).toBe(plaine.price.standard * 2 - 1000);

    await page.goto(successUrl(registration.registrationId));
    await expect(h1(page)).toHaveText("Votre inscription est enregistrée");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: plaine.title })).toHaveAttribute("href", `/activities/${plaine.id}`);
    await expect(main).toContainText(formatDateRangeFr(plaine.startDate, plaine.endDate));
    // Each child with its share of the family payment, the total being on the page once.
    await expect(main.getByTestId("recap-children").getByRole("listitem")).toHaveText([
      /^Léa Dupont\s*Part\s*:\s*\d+,\d\d\s€$/,
      /^Tom Dupont\s*Part\s*:\s*\d+,\d\d\s€$/,
    ]);
    await expect(field(page, "Référence")).toHaveText(registration.registrationId.slice(-8));

    // What the page shows is what the server holds for this payment, in the expected forms.
    const api = (await (
      await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`)
    ).json()) as BankTransferPage;
    await expect(field(page, "Montant à virer")).toHaveText(euroPattern(total));
    await expect(field(page, "Bénéficiaire")).toHaveText(api.bankTransfer.beneficiary);
    await expect(field(page, "IBAN")).toHaveText(/^[A-Z]{2}\d{2}( [\dA-Z]{4})+( [\dA-Z]{1,3})?$/);
    await expect(field(page, "IBAN")).toHaveText(api.bankTransfer.iban);
    await expect(field(page, "BIC")).toHaveText(/^[A-Z]{6}[A-Z\d]{2}([A-Z\d]{3})?$/);
    await expect(field(page, "BIC")).toHaveText(api.bankTransfer.bic);
    const communication = (await field(page, "Communication structurée").textContent()) ?? "";
    expect(communication).toMatch(COMMUNICATION);
    expect(hasValidCheckDigits(communication)).toBe(true);
    await expect(field(page, "IBAN")).toHaveCSS("font-family", /mono/i);
    await expect(field(page, "Communication structurée")).toHaveCSS("font-family", /mono/i);
    await expect(main).toContainText("réservée en attendant votre paiement");
    // The last day to pay, as the server reckons it, and what happens after it.
    expect(api.payment.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId("payment-deadline")).toHaveText(
      `À payer au plus tard le ${frenchDate(api.payment.deadline!)}\u00a0: sans paiement, l'inscription sera annulée.`,
    );

    // The QR code is drawn, and a banking app reading it gets the same transfer.
    const qr = page.getByRole("img", { name: QR_NAME });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    const png = await page.request.get((await qr.getAttribute("src")) ?? "");
    expect(png.headers()["content-type"]).toBe("image/png");
    const payload = decodeQrPng(await png.body());
    const iban = ((await field(page, "IBAN").textContent()) ?? "").replace(/\s/g, "");
    const bic = (await field(page, "BIC").textContent()) ?? "";
    expect(payload?.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      bic,
      api.bankTransfer.beneficiary,
      iban,
      `EUR${Math.floor(total / 100)}.${String(total % 100).padStart(2, "0")}`,
      "",
      communicationDigits(communication),
      "",
      // The demonstration's sample account says, to the payer, that it is not to be paid.
      DEMO_QR_INFORMATION,
    ]);

    // The e-mail the server queued at submission: the page reports it and says so once.
    await expect(mailStatus(page)).toHaveText(SENT, { timeout: 15_000 });
    await expect(toast(page, SENT)).toHaveCount(1);
    const subject = confirmationSubject(plaine);
    const mail = await mailbox.waitFor(parent.email, { subject });
    expect(mail.text).toContain(communication);

    // Nothing overflows a phone's width: long values wrap.
    if (isMobile) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A later visit reads the state again; it never sends another e-mail.
    await page.reload();
    await expect(h1(page)).toHaveText("Votre inscription est enregistrée");
    await expect(mailStatus(page)).toHaveText(new RegExp(`^(${SENT}|${ALREADY_SENT})$`));
    await expect(toast(page, new RegExp(`${SENT}|${ALREADY_SENT}`))).toHaveCount(1);
    await page.waitForTimeout(2000);
    expect(await confirmationMails(mailbox, parent.email, subject)).toHaveLength(1);

    await page.getByRole("link", { name: "Voir mes inscriptions" }).click();
    await expect(page).toHaveURL("/dashboard/registrations");
    await page.goBack();
    await page.getByRole("link", { name: "Retour à mon espace" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("falls back on the id kept in the browser, and forgets it once shown", async ({ page, demo, baseURL, createParent, signIn }) => {
    const plaine = demo.family;
    await signIn(await createParent("stockage"));
    const { children, registration } = await registeredFamily(page, baseURL, plaine, ["Noé"]);

    await page.goto("/dashboard");
    await page.evaluate(
      ({ id, childIds }) => {
        localStorage.setItem("current_registration_id", id);
        localStorage.setItem("current_registration_child_ids", JSON.stringify(childIds));
      },
      { id: registration.registrationId, childIds: children.map((child) => child.id) },
    );
    await page.goto("/bank-transfer/success");
    await expect(h1(page)).toHaveText("Votre inscription est enregistrée");
    await expect(page.getByRole("main")).toContainText("Noé Dupont");
    await expect(field(page, "Montant à virer")).toHaveText(euroPattern(plaine.price.standard));
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem("current_registration_id"), localStorage.getItem("current_registration_child_ids")]),
      )
      .toEqual([null, null]);

    // Forgotten: the same link, without its id, now has nothing to show.
    await page.reload();
    await expect(h1(page)).toHaveText("Aucune information d'inscription trouvée");
  });

  test("without a registration id: says so and leads back to the dashboard", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("sans-id"));
    await page.goto("/bank-transfer/success");
    await expect(h1(page)).toHaveText("Aucune information d'inscription trouvée");
    await expect(page.getByRole("link", { name: "Retour à mon espace" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Voir mes inscriptions" })).toHaveAttribute("href", "/dashboard/registrations");
    await expect(page.getByText("IBAN")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("another parent's registration, or an unknown one, is not found", async ({ page, demo, baseURL, createParent, signIn, context }) => {
    const plaine = demo.family;
    await signIn(await createParent("proprietaire"));
    const { registration } = await registeredFamily(page, baseURL, plaine, ["Jade"]);

    await context.clearCookies();
    await signIn(await createParent("curieux"));
    await page.goto(successUrl(registration.registrationId));
    await expect(h1(page)).toHaveText("Impossible d'afficher cette inscription");
    await expect(page.getByRole("alert")).toContainText("Inscription non trouvée");
    await expect(page.getByText("Jade")).toHaveCount(0);
    await expect(page.getByRole("img", { name: QR_NAME })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Réessayer" })).toHaveCount(0);
    expect((await page.request.get(`/api/registrations/${registration.registrationId}/qr.png`)).status()).toBe(404);

    await page.goto(successUrl(UNKNOWN_ID));
    await expect(page.getByRole("alert")).toContainText("Inscription non trouvée");
    await expect(page.getByRole("link", { name: "Retour à mon espace" })).toHaveAttribute("href", "/dashboard");
  });

  test("visitors who are not signed in are sent to the login page first", async ({ page }) => {
    await page.goto(successUrl(UNKNOWN_ID));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toContain(successUrl(UNKNOWN_ID));
  });

  test.describe("the confirmation e-mail's state, as the server reports it", () => {
    let registrationId = "";

    test.beforeEach(async ({ page, demo, baseURL, createParent, signIn }) => {
      await signIn(await createParent("etat-mail"));
      ({
        registration: { registrationId },
      } = await registeredFamily(page, baseURL, demo.family, ["Lou"]));
    });

    test("while sending: asks again, then shows the sent state and one success toast", async ({ page }) => {
      const calls = await stubConfirmation(page, registrationId, ["sending", "sending", "sent"]);
      await page.goto(successUrl(registrationId));
      await expect(mailStatus(page)).toHaveText(SENDING);
      await expect(mailStatus(page)).toHaveText(SENT, { timeout: 10_000 });
      expect(calls.count).toBe(3);
      await expect(toast(page, SENT)).toHaveCount(1);
      // Stopped asking once the state is final.
      await page.waitForTimeout(3500);
      expect(calls.count).toBe(3);
      await expect(toast(page, SENT)).toHaveCount(1);
    });

    test("already sent: an info toast, once", async ({ page }) => {
      await stubConfirmation(page, registrationId, ["already_sent"]);
      await page.goto(successUrl(registrationId));
      await expect(mailStatus(page)).toHaveText(ALREADY_SENT);
      await expect(toast(page, ALREADY_SENT)).toHaveCount(1);
      await expect(toast(page, ALREADY_SENT)).toHaveAttribute("data-type", "info");
      await expect(toast(page, SENT)).toHaveCount(0);
    });

    test("failed: the warning to contact the association, once", async ({ page }) => {
      await stubConfirmation(page, registrationId, ["error"]);
      await page.goto(successUrl(registrationId));
      await expect(mailStatus(page)).toHaveText(SEND_ERROR);
      await expect(toast(page, SEND_ERROR)).toHaveCount(1);
      await expect(toast(page, SEND_ERROR)).toHaveAttribute("data-type", "warning");
      // The instructions stay: the registration is recorded all the same.
      await expect(page.getByRole("img", { name: QR_NAME })).toBeVisible();
    });

    test("still sending after a minute: stops asking and says the e-mail will follow", async ({ page }) => {
      await page.clock.install();
      const calls = await stubConfirmation(page, registrationId, ["sending"]);
      const answered = () => page.waitForResponse((response) => response.url().endsWith(`/${registrationId}/confirmation`));
      const first = answered();
      await page.goto(successUrl(registrationId));
      await first;
      await expect(mailStatus(page)).toHaveText(SENDING);
      // Every 1.5 s while it is sending (the page's clock is moved ahead by the test)...
      for (let tick = 0; tick < 36; tick += 1) {
        const next = answered();
        await page.clock.runFor(1_500);
        await next;
      }
      expect(calls.count).toBeGreaterThanOrEqual(30);
      await expect(mailStatus(page)).toHaveText(SENDING);
      // ...until the minute is over; then no more asking, and the page says the e-mail will follow.
      await page.clock.runFor(6_000);
      await expect(mailStatus(page)).toContainText("prend plus de temps que prévu");
      const asked = calls.count;
      expect(asked).toBeLessThanOrEqual(42);
      await page.clock.runFor(30_000);
      await page.waitForTimeout(300);
      expect(calls.count).toBe(asked);
      await expect(mailStatus(page)).toContainText(SENDING);
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    });

    test("copies the communication and the IBAN for the banking app", async ({ page, context, baseURL }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL ?? "").origin });
      await page.goto(successUrl(registrationId));
      const communication = (await field(page, "Communication structurée").textContent()) ?? "";
      expect(communication).toMatch(COMMUNICATION);
      await page.getByRole("button", { name: "Copier la communication structurée" }).click();
      await expect(page.getByRole("button", { name: "Copier la communication structurée" })).toContainText("Copié");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(communication);
      await page.getByRole("button", { name: "Copier l'IBAN" }).click();
      const iban = ((await field(page, "IBAN").textContent()) ?? "").replace(/\s/g, "");
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(iban);
    });

    test("has no serious accessibility violation", async ({ page }) => {
      await page.goto(successUrl(registrationId));
      await expect(mailStatus(page)).toHaveText(/^E-mail de confirmation envoyé\u00a0!$|^Email de confirmation déjà envoyé\u00a0!$/, {
        timeout: 15_000,
      });
      await expect(page.getByRole("img", { name: QR_NAME })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
