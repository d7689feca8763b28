/**
 * Card payment, in the browser: two children registered by card (the default), the simulated
 * checkout of the demo site (the e2e server has no Stripe key), the success page with the
 * server's state and the e-mail's, the history with both children confirmed and paid, and one
 * confirmation e-mail. Then an unpaid card registration in the history with its 'Payer' button,
 * and on the registration form after Back from the checkout.
 */
import type { Page } from "@playwright/test";
import { CHECKOUT_STATE_LABELS, CHECKOUT_STATE_MESSAGES, type CheckoutState, holdUntil } from "../../../src/domain/checkout.ts";
import type { CheckoutPage, RegistrationPage, RegistrationResult } from "../../../src/domain/contracts/registrations.ts";
import type { ConfirmationState } from "../../../src/domain/registration.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { E2E_REGISTRATIONS_MAILBOX } from "../support/demo-data.ts";
import { addChild, birthDateForAge, registerByCard } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";

/** Ticks one child on the registration form, pays by card (the default) and waits for the simulated checkout; the form's locator. */
async function startCardRegistration(page: Page, plaineId: string, firstName: string) {
  await page.goto(`/register/${plaineId}`);
  const form = page.getByRole("form", { name: "Inscription" });
  await form.getByRole("checkbox", { name: new RegExp(firstName) }).check();
  await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(page.getByText("Paiement simulé — aucun montant n'est débité")).toBeVisible();
  return form;
}

test("a parent registers two children by card, pays in the simulated checkout and finds them confirmed", async ({
  page,
  createParent,
  signIn,
  mailbox,
  demo,
  baseURL,
}) => {
  test.slow();
  const parent = await createParent("carte");
  await signIn(parent);
  const plaine = demo.family;
  await addChild(page, baseURL, { firstName: "Emma", birthDate: birthDateForAge(7, plaine.startDate), allergies: "Arachides" });
  await addChild(page, baseURL, { firstName: "Louis", birthDate: birthDateForAge(5, plaine.startDate) });

  // 1. The form: card is the default way to pay.
  await page.goto(`/register/${plaine.id}`);
  const form = page.getByRole("form", { name: "Inscription" });
  await form.getByRole("button", { name: "Tout sélectionner" }).click();
  await expect(page.getByTestId("total-price")).toHaveText(euroPattern(15000));
  await expect(form.getByRole("radio", { name: /Carte bancaire \/ Bancontact/ })).toBeChecked();
  await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();

  // 2. The simulated checkout, clearly marked, with the server's total.
  await expect(page).toHaveURL(/\/checkout\/simulated\?session_id=sim_cs_[0-9a-f]{24}$/);
  await expect(page.getByText("Paiement simulé — aucun montant n'est débité")).toBeVisible();
  await expect(page.getByTestId("simulated-amount")).toHaveText(euroPattern(15000));
  await expect(page.getByRole("main")).toContainText("Emma, Louis");
  await expect(page.getByRole("main")).not.toContainText("Dupont");
  await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();

  // 3. The success page says what the server knows: paid, and the e-mail on its way then sent.
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=sim_cs_[0-9a-f]{24}&registration_id=[0-9a-f-]{36}$/);
  const registrationId = new URL(page.url()).searchParams.get("registration_id")!;
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
  await expect(main.getByTestId("checkout-amount")).toHaveText(euroPattern(15000));
  await expect(main).toContainText("Emma Dupont");
  await expect(main).toContainText(registrationId.slice(-8));
  await expect(main.getByText("E-mail de confirmation envoyé\u00a0!").first()).toBeVisible({ timeout: 15_000 });
  await expect(toast(page, "E-mail de confirmation envoyé\u00a0!").first()).toBeVisible();

  // 4. One e-mail, to the parent with a copy to the association, never the medical file.
  const mail = await mailbox.waitFor(parent.email, { subject: `Confirmation d'inscription\u00a0: ${plaine.title}` });
  expect(mail.cc).toEqual([E2E_REGISTRATIONS_MAILBOX]);
  expect(mail.text).toContain("Votre paiement en ligne a bien été reçu");
  expect(mail.text).toMatch(euroPattern(15000));
  expect(mail.text + mail.html).not.toContain("Arachides");

  // 5. The history: both children confirmed, the card payment paid.
  await page.getByRole("link", { name: "Voir mes inscriptions" }).click();
  await expect(page).toHaveURL("/dashboard/registrations");
  const group = page.getByRole("article", { name: plaine.title, exact: true });
  await expect(group).toContainText("Carte bancaire");
  await expect(group).toContainText("Payé");
  await expect(group.getByText("Confirmée")).toHaveCount(2);
  await expect(group.getByRole("button", { name: /^Payer/ })).toHaveCount(0);

  // A reload of the success page later: nothing is sent again.
  await page.goto(`/checkout/success?registration_id=${registrationId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
  await page.waitForTimeout(1000);
  expect((await mailbox.messagesTo(parent.email)).filter((m) => m.subject.startsWith("Confirmation d'inscription"))).toHaveLength(1);
});

test("an abandoned card payment waits in the history with 'Payer', and a refused one can be paid again", async ({
  page,
  createParent,
  signIn,
  demo,
  baseURL,
}) => {
  const parent = await createParent("carte-abandon");
  await signIn(parent);
  const plaine = demo.family;
  const nina = await addChild(page, baseURL, { firstName: "Nina", birthDate: birthDateForAge(6, plaine.startDate) });

  // Registered by card through the API (the form is the first and the third tests' subject), then
  // where the form would lead: the simulated checkout.
  const { redirectTo } = await registerByCard(page, baseURL, plaine.id, [nina.id]);
  await page.goto(redirectTo);
  await expect(page.getByText("Paiement simulé — aucun montant n'est débité")).toBeVisible();

  // Refused: the success page says so and offers to pay again while the place is held.
  await page.getByRole("button", { name: "Simuler un paiement refusé" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le paiement n'a pas abouti");
  await page.getByRole("button", { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\?session_id=sim_cs_/);

  // Abandoned: back to the history, where the registration waits with 'Payer'.
  await page.getByRole("button", { name: "Abandonner le paiement" }).click();
  await expect(page).toHaveURL("/dashboard/registrations");
  const group = page.getByRole("article", { name: plaine.title, exact: true });
  await expect(group).toContainText("Paiement en attente");
  await expect(group).toContainText("Place réservée\u00a0: payez avant la fin du délai");
  await expect(group.getByRole("button", { name: /^Payer/ })).toContainText(/\(jusqu'(à|au .+ à) \d\d:\d\d\)$/);
  await group.getByRole("button", { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/checkout\/simulated\?session_id=sim_cs_/);
  await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
});

test("back from the card checkout, the registration form offers 'Payer' until the hold's end, and paying confirms", async ({
  page,
  createParent,
  signIn,
  demo,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const parent = await createParent("carte-retour");
  await signIn(parent);
  const plaine = demo.family;
  await addChild(page, baseURL, { firstName: "Rose", birthDate: birthDateForAge(7, plaine.startDate) });

  const form = await startCardRegistration(page, plaine.id, "Rose");

  // Back in the checkout: the form again, Rose registered, her place held until the hold's end.
  await page.goBack();
  await expect(page).toHaveURL(`/register/${plaine.id}`);
  const rose = form.getByRole("listitem").filter({ hasText: "Rose Dupont" });
  await expect(rose.getByText("Déjà inscrit", { exact: true })).toBeVisible();
  await expect(rose.getByText("Paiement en attente")).toBeVisible();
  await expect(rose.getByRole("checkbox", { name: /Rose/ })).toBeDisabled();
  const registrationPage = (await (await page.request.get(`/api/activities/${plaine.id}/registration`)).json()) as RegistrationPage;
  const held = registrationPage.children.find((child) => child.firstName === "Rose")!.pendingCardPayment!;
  const pay = rose.getByRole("button", { name: /^Payer/ });
  await expect(pay).toHaveText(`Payer l'inscription de Rose Dupont (${holdUntil(held.holdExpiresAt)})`);
  await expect(pay).toBeInViewport();

  // The page as the server draws it (a reload, or Back from Stripe's own site) says the same.
  await page.reload();
  await expect(rose.getByText("Paiement en attente")).toBeVisible();
  await rose.getByRole("button", { name: /^Payer/ }).click();

  // The same checkout again, paid this time.
  await expect(page).toHaveURL(/\/checkout\/simulated\?session_id=sim_cs_[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");

  // Confirmed: 'Déjà inscrit' only on the form, nothing left to pay in the parent's space.
  await page.goto(`/register/${plaine.id}`);
  await expect(rose.getByText("Déjà inscrit", { exact: true })).toBeVisible();
  await expect(rose.getByText("Paiement en attente")).toHaveCount(0);
  await expect(rose.getByRole("button", { name: /^Payer/ })).toHaveCount(0);
  await page.goto("/dashboard/registrations");
  const group = page.getByRole("article", { name: plaine.title, exact: true });
  await expect(group.getByText("Confirmée")).toHaveCount(1);
  await expect(group.getByRole("button", { name: /^Payer/ })).toHaveCount(0);
});

test("a session that is not the parent's shows 'Aucune information d'inscription trouvée'", async ({ page, createParent, signIn }) => {
  const parent = await createParent("carte-inconnue");
  await signIn(parent);
  await page.goto("/checkout/success?session_id=cs_test_inconnue&registration_id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aucune information d'inscription trouvée");
});

test.describe("the success page for each state, as the server reports it", () => {
  let registrationId = "";
  let real: CheckoutPage;

  test.beforeEach(async ({ page, createParent, signIn, demo, baseURL }) => {
    await signIn(await createParent("carte-etats"));
    const child = await addChild(page, baseURL, { firstName: "Jade", birthDate: birthDateForAge(8, demo.family.startDate) });
    const response = await page.request.post("/api/registrations", {
      data: { activityId: demo.family.id, childIds: [child.id], paymentMethod: "stripe", acceptTerms: true },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(response.status()).toBe(201);
    registrationId = ((await response.json()) as RegistrationResult).registrationId;
    real = (await (await page.request.get(`/api/registrations/${registrationId}/checkout`)).json()) as CheckoutPage;
  });

  /** Answers the page's questions with these states, one per call, the last one repeated. */
  async function stubStates(page: Page, states: CheckoutState[], confirmation: ConfirmationState | null = null) {
    const calls = { count: 0 };
    await page.route(`**/api/registrations/${registrationId}/checkout*`, async (route) => {
      const state = states[Math.min(calls.count, states.length - 1)];
      calls.count += 1;
      const body: CheckoutPage = {
        ...real,
        payment: { ...real.payment, status: state === "paid" ? "paid" : "pending", statusLabel: state === "paid" ? "Payé" : "En attente" },
        checkout: {
          state,
          stateLabel: CHECKOUT_STATE_LABELS[state],
          message: CHECKOUT_STATE_MESSAGES[state],
          canPay: state === "open" || state === "failed",
          holdExpiresAt: state === "open" || state === "failed" ? real.checkout.holdExpiresAt : null,
        },
        confirmation: state === "paid" ? confirmation : null,
      };
      await route.fulfill({ json: body });
    });
    if (confirmation)
      await page.route(`**/api/registrations/${registrationId}/confirmation`, (route) => route.fulfill({ json: { state: confirmation } }));
    return calls;
  }

  const successUrl = () => `/checkout/success?session_id=cs_test_stub&registration_id=${registrationId}`;

  test("processing: a spinner that asks again until the payment is confirmed", async ({ page }) => {
    const calls = await stubStates(page, ["processing", "processing", "paid"], "sent");
    await page.goto(successUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement en cours de traitement");
    await expect(page.getByTestId("checkout-processing")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!", { timeout: 10_000 });
    expect(calls.count).toBe(3);
    await page.waitForTimeout(2500);
    expect(calls.count).toBe(3);
  });

  test("expired: what happened, and no 'Payer' once the places are given back", async ({ page }) => {
    await stubStates(page, ["expired"]);
    await page.goto(successUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Délai de paiement dépassé");
    await expect(page.getByRole("main")).toContainText("les places libérées");
    await expect(page.getByRole("button", { name: /^Payer/ })).toHaveCount(0);
  });

  test("still open: 'Payer' while the places are held", async ({ page }) => {
    await stubStates(page, ["open"]);
    await page.goto(successUrl());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement en attente");
    await expect(page.getByRole("main")).toContainText("Les places restent réservées jusqu'au");
    await expect(page.getByRole("button", { name: /^Payer/ })).toBeVisible();
  });

  test("paid, the e-mail already sent: the info toast, once", async ({ page }) => {
    await stubStates(page, ["paid"], "already_sent");
    await page.goto(successUrl());
    await expect(toast(page, "Email de confirmation déjà envoyé\u00a0!")).toHaveCount(1);
    await expect(toast(page, "Email de confirmation déjà envoyé\u00a0!")).toHaveAttribute("data-type", "info");
  });

  test("paid, the e-mail failed: the card payment's warning, once", async ({ page }) => {
    const warning = "Paiement réussi mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.";
    await stubStates(page, ["paid"], "error");
    await page.goto(successUrl());
    await expect(page.getByRole("main").getByText(warning)).toBeVisible();
    await expect(toast(page, warning)).toHaveCount(1);
    await expect(toast(page, warning)).toHaveAttribute("data-type", "warning");
  });
});
