/**
 * A draft with an opening time, in the browser: an administrator saves a new plaine as a draft
 * whose registrations open half a minute later, publishes it from the list; a parent on the
 * plaine's page sees the opening and the countdown, nothing is taken before it (even through the
 * API), and at the opening 'S'inscrire' appears without a reload and the parent registers. The
 * server's clock cannot be moved from here: the opening is set a few seconds ahead instead (the
 * API tests move the clock: src/server/modules/admin/activities/routes.test.ts).
 */
import { brusselsDateTime } from "../../../src/domain/date-time.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { openingLabel, registrationsNotOpenMessage } from "../../../src/domain/registration-opening.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";

/** Long enough for the administrator to save and publish on a busy machine, short enough to wait for. */
const OPENING_IN_MS = 15_000;

test("a draft published with an opening time: the parent counts down and registers at the opening", async ({
  page,
  browser,
  adminCookies,
  createParent,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const start = addDaysIso(brusselsToday(), 90);
  const title = `Plaine à l'heure ${Date.now().toString(36)}`;

  // The parent, signed in with a child of the right age, before the plaine exists.
  const parent = await createParent("ouverture");
  await signIn(parent);
  const child = await addChild(page, baseURL, { firstName: "Lou", birthDate: birthDateForAge(6, start) });

  // The administrator, on a screen of the same size.
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId } = test.info().project.use;
  const adminContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    locale,
    timezoneId,
  });
  await adminContext.addCookies(adminCookies);
  const admin = await adminContext.newPage();
  await admin.goto("/admin/activities/new");
  await admin.getByLabel("Titre").fill(title);
  await admin.getByLabel("Description").fill("Une semaine de jeux, inscriptions à l'heure dite.");
  await admin.getByLabel("Date de début").fill(start);
  await admin.getByLabel("Date de fin").fill(addDaysIso(start, 4));
  await admin.getByLabel("Nom du lieu").fill("Parc communal");
  await admin.getByLabel("Adresse").fill("Rue du Parc 1");
  await admin.getByLabel("Code postal").fill("5000");
  await admin.getByLabel("Ville").fill("Namur");
  await admin.getByLabel("Âge minimum").fill("3");
  await admin.getByLabel("Âge maximum").fill("12");
  await admin.getByLabel("Prix standard").fill("80");
  await admin.getByLabel("Capacité").fill("20");
  const opensAt = new Date(Date.now() + OPENING_IN_MS);
  const opening = brusselsDateTime(opensAt);
  await admin.getByLabel("Date d'ouverture").fill(opening.date);
  await admin.getByLabel("Heure d'ouverture").fill(opening.time);
  await admin.getByRole("button", { name: "Enregistrer comme brouillon" }).click();
  await expect(toast(admin, "Brouillon enregistré")).toBeVisible();

  // In the list as a draft, not on the site.
  const row = admin.getByTestId("admin-activity-row").filter({ hasText: title });
  await expect(row).toContainText("Brouillon");
  const edit = await row.getByRole("link", { name: `Modifier la plaine ${title}` }).getAttribute("href");
  const id = /\/admin\/activities\/([^/]+)\/edit$/.exec(edit ?? "")![1];
  expect((await page.request.get(`/api/activities/${id}`)).status()).toBe(404);

  await row.getByRole("button", { name: `Publier la plaine ${title}` }).click();
  await expect(toast(admin, "Plaine publiée")).toBeVisible();
  await expect(row).toContainText("Active");

  // The parent on the plaine's page before the opening: when, the countdown, no way in.
  await page.goto(`/activities/${id}`);
  await expect(page.getByText(openingLabel(opensAt.toISOString()))).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/^Ouverture dans 00:\d\d$/);
  await expect(page.getByRole("link", { name: "S'inscrire" })).toHaveCount(0);
  const early = await page.request.post("/api/registrations", {
    headers: { Origin: origin },
    data: { activityId: id, childIds: [child.id], paymentMethod: "bank_transfer", acceptTerms: true },
  });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { error: { message: string } }).error.message).toBe(registrationsNotOpenMessage(opensAt.toISOString()));

  // At the opening, 'S'inscrire' takes the countdown's place without a reload.
  const register = page.getByRole("link", { name: "S'inscrire" });
  await expect(register).toBeVisible({ timeout: OPENING_IN_MS + 15_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime() - 1_000);
  await expect(page.getByRole("timer")).toBeHidden();
  await register.click();
  await expect(page).toHaveURL(`/register/${id}`);
  // The form drawn by the server answers once the application has taken it over.
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Inscription" });
  await form.getByRole("checkbox", { name: /Lou/ }).check();
  await form.getByRole("radio", { name: /Virement bancaire/ }).check();
  await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=[0-9a-f-]{36}$/);
  await adminContext.close();
});
