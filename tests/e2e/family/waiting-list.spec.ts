/**
 * The waiting list, in the browser (issue #25, point 6): a parent joins the list of a full plaine
 * from its page, sees the position, another family cancels, the parent receives the offer e-mail,
 * follows its link, pays by card in the simulated checkout and finds the registration confirmed.
 * An offer left to expire going to the next family needs the clock moved: the API tests do that
 * (src/server/modules/waitlist/routes.test.ts, tests/integration/waitlist-race.test.ts).
 */
import { addDaysIso } from "../../../src/domain/dates.ts";
import type { RegistrationResult } from "../../../src/domain/contracts/registrations.ts";
import { expect, test } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { linkIn } from "../support/mailbox.ts";

test("a parent joins a full plaine's waiting list, is offered the freed place, accepts and pays", async ({
  page,
  browser,
  playwright,
  adminCookies,
  createParent,
  signIn,
  mailbox,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;

  // A plaine with one place, created by an administrator.
  const admin = await playwright.request.newContext({ baseURL, storageState: { cookies: adminCookies, origins: [] } });
  const start = addDaysIso(new Date().toISOString().slice(0, 10), 45);
  const title = `Plaine en attente ${Date.now().toString(36)}`;
  const created = await admin.post("/api/admin/activities", {
    headers: { Origin: origin },
    data: {
      title,
      excerpt: "",
      description: "Une semaine de jeux.",
      startDate: start,
      endDate: addDaysIso(start, 4),
      locationName: "Parc",
      locationAddress: "Rue du Parc 1",
      locationPostalCode: "1000",
      locationCity: "Bruxelles",
      locationLat: "",
      locationLng: "",
      ageMin: "3",
      ageMax: "12",
      priceStandard: "80",
      priceReduced: "",
      capacity: "1",
      imageUrl: "",
      videoUrl: "",
      alertePlacesLimitees: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const plaine = ((await created.json()) as { activity: { id: string } }).activity;
  await admin.dispose();

  // Another family takes the only place.
  const holder = await createParent("titulaire");
  const holderContext = await browser.newContext({ baseURL });
  const signedIn = await holderContext.request.post("/api/auth/sign-in/email", {
    headers: { Origin: origin },
    data: { email: holder.email, password: holder.password },
  });
  expect(signedIn.status()).toBe(200);
  const holderChild = await holderContext.request.post("/api/children", {
    headers: { Origin: origin },
    data: { firstName: "Jade", lastName: "Martin", birthDate: birthDateForAge(7, start) },
  });
  const jade = ((await holderChild.json()) as { child: { id: string } }).child;
  const held = await holderContext.request.post("/api/registrations", {
    headers: { Origin: origin },
    data: { activityId: plaine.id, childIds: [jade.id], paymentMethod: "bank_transfer", acceptTerms: true },
  });
  expect(held.status()).toBe(201);
  const holderRegistration = (await held.json()) as RegistrationResult;

  // 1. The waiting parent joins the list from the plaine's page.
  const parent = await createParent("attente");
  await signIn(parent);
  await addChild(page, baseURL, { firstName: "Léo", birthDate: birthDateForAge(6, start) });
  await page.goto(`/activities/${plaine.id}`);
  await expect(page.getByText("Complet", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Rejoindre la liste d'attente" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(`/register/${plaine.id}`);
  await expect(page.getByRole("alert").filter({ hasText: "Cette plaine est complète" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Léo Dupont" }).check();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Rejoindre la liste d'attente" }).click();
  await expect(page.getByText("Liste d'attente — position 1").first()).toBeVisible();

  await page.goto("/dashboard/registrations");
  await expect(page.getByRole("heading", { name: "Listes d'attente" })).toBeVisible();
  await expect(page.getByText("Liste d'attente — position 1")).toBeVisible();

  // 2. The other family cancels: the place is offered at once, by e-mail.
  const cancelled = await holderContext.request.post(`/api/registrations/${holderRegistration.registrationId}/cancel`, {
    headers: { Origin: origin },
  });
  expect(cancelled.status()).toBe(200);
  await holderContext.close();
  const offer = await mailbox.waitFor(parent.email, { subject: `Une place s'est libérée : ${title}` });
  expect(offer.text).toContain("Léo");
  expect(offer.text).toMatch(/réservée jusqu'au \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);

  // 3. The link opens the registration with the offer: the child ticked, card by default.
  await page.goto(linkIn(offer).replace(origin, ""));
  await expect(page.getByText("Une place vous est proposée")).toBeVisible();
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Inscription" });
  await expect(form.getByRole("checkbox", { name: /Léo Dupont/ })).toBeChecked();
  await expect(form.getByRole("radio", { name: /Carte bancaire \/ Bancontact/ })).toBeChecked();
  await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
  await form.getByRole("button", { name: "Accepter la place et m'inscrire" }).click();

  // 4. Paid in the simulated checkout; the registration is confirmed.
  await expect(page).toHaveURL(/\/checkout\/simulated\?session_id=sim_cs_[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi !");
  await page.goto("/dashboard/registrations");
  const group = page.getByRole("article", { name: title, exact: true });
  await expect(group.getByText("Confirmée")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Listes d'attente" })).toHaveCount(0);
});
