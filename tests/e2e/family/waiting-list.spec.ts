/**
 * The waiting list, in the browser (issue #25, point 6): a parent joins the list of a full plaine
 * from its page, sees the position, another family cancels, the parent receives the offer e-mail,
 * follows its link, pays by card in the simulated checkout and finds the registration confirmed;
 * meanwhile a second offer, left to expire, goes to the next family. The e2e server's offers last
 * E2E_WAITLIST_OFFER_SECONDS (WAITLIST_OFFER_SECONDS, start-server.ts) and its job ends them within
 * seconds: this process cannot move the server's clock. The API tests move it instead
 * (src/server/modules/waitlist/routes.test.ts, tests/integration/waitlist-race.test.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import { addDaysIso } from "../../../src/domain/dates.ts";
import type { RegistrationResult } from "../../../src/domain/contracts/registrations.ts";
import type { AdminWaitlistResponse, WaitlistListResponse } from "../../../src/domain/contracts/waitlist.ts";
import { expect, test } from "../support/accounts.ts";
import { E2E_WAITLIST_OFFER_SECONDS } from "../support/demo-data.ts";
import { createTypedPlaine } from "../support/plaines.ts";
import { addChild, birthDateForAge, EMERGENCY_CONTACT } from "../support/family.ts";
import { linkIn } from "../support/mailbox.ts";

test("a parent joins a full plaine's waiting list, is offered the freed place, accepts and pays; an offer left to expire goes to the next family", async ({
  page,
  browser,
  playwright,
  adminCookies,
  createParent,
  signIn,
  mailbox,
  baseURL,
}) => {
  // The second offer runs out on the server's own clock (E2E_WAITLIST_OFFER_SECONDS).
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;

  /** Another family, signed in in its own context, with one child of the plaine's age. */
  async function otherFamily(label: string, firstName: string, start: string) {
    const account = await createParent(label);
    const context = await browser.newContext({ baseURL });
    const signed = await context.request.post("/api/auth/sign-in/email", {
      headers: { Origin: origin },
      data: { email: account.email, password: account.password },
    });
    expect(signed.status()).toBe(200);
    const created = await context.request.post("/api/children", {
      headers: { Origin: origin },
      data: { firstName, lastName: "Martin", birthDate: birthDateForAge(7, start), emergencyContacts: [EMERGENCY_CONTACT] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const child = ((await created.json()) as { child: { id: string } }).child;
    return { account, request: context.request, childId: child.id, close: () => context.close() };
  }
  const entriesOf = async (request: APIRequestContext) =>
    ((await (await request.get("/api/waitlist")).json()) as WaitlistListResponse).entries;

  // A plaine with two places, created by an administrator.
  const admin = await playwright.request.newContext({ baseURL, storageState: { cookies: adminCookies, origins: [] } });
  // After every demo plaine, off the home page's three soonest (server-rendering.spec.ts reads them).
  const start = addDaysIso(new Date().toISOString().slice(0, 10), 200);
  const title = `Plaine en attente ${Date.now().toString(36)}`;
  const plaine = await createTypedPlaine(admin, origin, { title, start, capacity: "2" });

  // Another family takes both places, one child on each.
  const holder = await otherFamily("titulaire", "Jade", start);
  const secondChild = await holder.request.post("/api/children", {
    headers: { Origin: origin },
    data: { firstName: "Jules", lastName: "Martin", birthDate: birthDateForAge(9, start), emergencyContacts: [EMERGENCY_CONTACT] },
  });
  expect(secondChild.status()).toBe(201);
  const jules = ((await secondChild.json()) as { child: { id: string } }).child;
  const held = await holder.request.post("/api/registrations", {
    headers: { Origin: origin },
    data: { activityId: plaine.id, childIds: [holder.childId, jules.id], paymentMethod: "bank_transfer", acceptTerms: true },
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

  // Two more families join the list after the parent: second and third in line.
  const second = await otherFamily("deuxieme", "Nina", start);
  const third = await otherFamily("troisieme", "Omar", start);
  for (const family of [second, third]) {
    const joined = await family.request.post("/api/waitlist", {
      headers: { Origin: origin },
      data: { activityId: plaine.id, childIds: [family.childId] },
    });
    expect(joined.status(), await joined.text()).toBe(201);
  }

  // 2. The other family cancels both children: each place is offered at once, by e-mail, in order.
  for (const registrationId of holderRegistration.registrationIds) {
    const cancelled = await holder.request.post(`/api/registrations/${registrationId}/cancel`, { headers: { Origin: origin } });
    expect(cancelled.status()).toBe(200);
  }
  await holder.close();
  const subject = `Une place s'est libérée\u00a0: ${title}`;
  const offer = await mailbox.waitFor(parent.email, { subject });
  expect(offer.text).toContain("Léo");
  expect(offer.text).toMatch(/réservée jusqu'au \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
  expect((await mailbox.waitFor(second.account.email, { subject })).text).toContain("Nina");
  // The second family's offer is held for the server's short time: it lets it run out.
  const [secondOffer] = await entriesOf(second.request);
  expect(secondOffer.status).toBe("offered");
  const offerLasts = Date.parse(secondOffer.offerExpiresAt!) - Date.now();
  expect(offerLasts, "the e2e server's offers last E2E_WAITLIST_OFFER_SECONDS (start-server.ts)").toBeLessThanOrEqual(
    E2E_WAITLIST_OFFER_SECONDS * 1000,
  );

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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
  await page.goto("/dashboard/registrations");
  const group = page.getByRole("article", { name: title, exact: true });
  await expect(group.getByText("Confirmée")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Listes d'attente" })).toHaveCount(0);

  // 5. The second family never answers: its offer expires on the server's job, and the place goes
  // to the third family, with its own e-mail.
  const nextOffer = await mailbox.waitFor(third.account.email, { subject, timeoutMs: (E2E_WAITLIST_OFFER_SECONDS + 30) * 1000 });
  expect(nextOffer.text).toContain("Omar");
  expect(await entriesOf(second.request)).toEqual([]);
  const [thirdOffer] = await entriesOf(third.request);
  expect(thirdOffer).toMatchObject({ status: "offered", acceptPath: `/register/${plaine.id}?offre=${thirdOffer.id}` });
  const list = (await (await admin.get(`/api/admin/activities/${plaine.id}/waitlist`)).json()) as AdminWaitlistResponse;
  expect(list.active.map((entry) => [entry.children[0].firstName, entry.status])).toEqual([["Omar", "offered"]]);
  expect(list.past.map((entry) => [entry.children[0].firstName, entry.status])).toEqual(
    expect.arrayContaining([
      ["Nina", "expired"],
      ["Léo", "accepted"],
    ]),
  );
  // One e-mail per offer: the second family was offered the place once.
  const secondMails = await mailbox.messagesTo(second.account.email);
  expect(secondMails.filter((mail) => mail.subject === subject)).toHaveLength(1);
  await Promise.all([second.close(), third.close(), admin.dispose()]);
});
