/**
 * A new association, in the browser, on a site just installed (its own server, no demo content):
 * its administrator signs in and finds on the dashboard what is missing before registrations can
 * open; follows each item of the checklist to where it is set (identity and account, the
 * certificates' organiser, the year's daily maximum), then saves a new plaine as a draft whose
 * registrations open a few seconds later and publishes it from the list: everything is in order. A
 * parent on the plaine's page sees the opening and the countdown, nothing is taken before it (even
 * through the API), and at the opening 'S'inscrire' appears without a reload and the parent
 * registers, paying by transfer into the account the administrator typed. The server's clock
 * cannot be moved from here: the opening is set a few seconds ahead instead (the API tests move
 * the clock: src/server/modules/admin/activities/routes.test.ts).
 */
import { brusselsDateTime } from "../../../src/domain/date-time.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { openingLabel, registrationsNotOpenMessage } from "../../../src/domain/registration-opening.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { expect, submitLogin, test as base, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { typePlaineFields } from "../support/plaines.ts";
import { e2ePort, type E2EServer, startE2EServer } from "../support/server.ts";

/**
 * The test starts a site nobody has set up: only its administrator (ADMIN_EMAIL) exists; `baseURL`
 * points at it. Started by the test rather than by its worker: a worker fixture of its own made
 * Playwright keep this file for a fresh worker once every other was done, the run's longest test
 * alone at its end (decision 0042).
 */
const test = base.extend<{ site: E2EServer }>({
  site: [
    async ({ playwright: _ }, use, testInfo) => {
      const site = await startE2EServer({ port: e2ePort(testInfo.parallelIndex), demo: false });
      await use(site);
      await site.stop();
    },
    { timeout: 200_000 },
  ],

  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

const IBAN = "BE71 0961 2345 6769";

/** Long enough for the administrator to save and publish on a busy machine, short enough to wait for. */
const OPENING_IN_MS = 15_000;

test("a new association fills its checklist from empty, publishes a draft with an opening time, and a parent registers at the opening", async ({
  page,
  browser,
  createParent,
  signIn,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const year = Number(brusselsToday().slice(0, 4));
  const start = addDaysIso(brusselsToday(), 90);
  const title = `Plaine à l'heure ${Date.now().toString(36)}`;

  // The parent, signed in with a child of the right age, before the plaine exists.
  const parent = await createParent("ouverture");
  await signIn(parent);
  const child = await addChild(page, baseURL, { firstName: "Lou", birthDate: birthDateForAge(6, start) });

  // The administrator, on a screen of the same size, signs in through the form.
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
  const admin = await adminContext.newPage();
  await admin.goto("/login");
  // This page is not the fixture's: it waits itself for the form to answer, as a person would.
  await admin.locator("html[data-ready]").waitFor({ state: "attached" });
  await submitLogin(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);

  // The checklist, from empty: nothing is in order, each item says where it is set.
  const checklist = admin.getByRole("list", { name: "Avant d'ouvrir les inscriptions" });
  const item = (name: string) => checklist.getByTestId("readiness-item").filter({ hasText: name });
  const toDo = [
    "Compte bancaire de l'association",
    "Coordonnées de contact",
    "Organisateur des attestations",
    `Plafond journalier ${year}`,
    "Une plaine avec ses jours et ses groupes",
  ];
  for (const name of toDo) await expect(item(name)).toHaveAttribute("data-done", "false");
  await expect(item("Compte bancaire de l'association")).toContainText("Aucun moyen de paiement n'est proposé");
  await expect(admin.getByTestId("readiness-count")).toHaveText(`0 sur ${toDo.length} en ordre`);

  // Identity and account, through the first item's link.
  await item("Compte bancaire de l'association").getByRole("link", { name: "Ouvrir les paramètres" }).click();
  await expect(admin).toHaveURL(/\/admin\/settings#association-title$/);
  const identity = admin.getByRole("form", { name: "Identité de l'association" });
  await identity.getByLabel("Nom de l'association").fill("Les Plaines du Bocage");
  await identity.getByLabel("E-mail de contact").fill("contact@plaines-bocage.example.org");
  await identity.getByLabel("Téléphone de contact").fill("081 22 33 44");
  await identity.getByLabel("Rue et numéro").fill("Rue des Prés 7");
  await identity.getByLabel("Code postal").fill("5000");
  await identity.getByLabel("Commune").fill("Namur");
  await identity.getByLabel("IBAN").fill(IBAN);
  await identity.getByLabel("BIC").fill("GKCCBEBB");
  await identity.getByLabel("Bénéficiaire").fill("ASBL Les Plaines du Bocage");
  await identity.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expect(toast(admin, "Identité et compte de l'association enregistrés")).toBeVisible();

  // The certificates' organiser and this year's daily maximum, through the organiser's item.
  await admin.goto("/admin");
  await expect(item("Compte bancaire de l'association")).toHaveAttribute("data-done", "true");
  await expect(item("Coordonnées de contact")).toHaveAttribute("data-done", "true");
  await item("Organisateur des attestations").getByRole("link").click();
  const organiser = admin.getByRole("form", { name: "Organisateur des attestations" });
  await organiser.getByLabel("Dénomination de l'association").fill("ASBL Les Plaines du Bocage");
  await organiser.getByLabel("Numéro d'entreprise (BCE)", { exact: true }).fill("0403.199.702");
  await organiser.getByLabel("Rue et numéro", { exact: true }).fill("Rue des Prés 7");
  await organiser.getByLabel("Code postal", { exact: true }).fill("5000");
  await organiser.getByLabel("Commune", { exact: true }).fill("Namur");
  await organiser.getByLabel("Adresse de l'organisme (rue et numéro)").fill("Chaussée de Charleroi 95");
  await organiser.getByLabel("Code postal de l'organisme").fill("1060");
  await organiser.getByLabel("Commune de l'organisme").fill("Bruxelles");
  await organiser.getByLabel("Numéro d'agrément ou de reconnaissance").fill("1234");
  await organiser.getByLabel("Nom du signataire").fill("Claire Lambert");
  await organiser.getByLabel("Qualité du signataire").fill("Présidente");
  await organiser.getByRole("button", { name: "Enregistrer l'organisateur" }).click();
  await expect(toast(admin, "Coordonnées de l'organisateur enregistrées")).toBeVisible();
  const caps = admin.getByRole("form", { name: "Plafonds journaliers 281.86" });
  await caps.getByLabel(`${year} (€ par jour)`).fill("16,40");
  await caps.getByRole("button", { name: "Enregistrer les plafonds" }).click();
  await expect(toast(admin, "Plafonds journaliers enregistrés")).toBeVisible();
  await admin.goto("/admin");
  await expect(admin.getByTestId("readiness-count")).toHaveText(`${toDo.length - 1} sur ${toDo.length} en ordre`);
  await expect(item("Une plaine avec ses jours et ses groupes")).toHaveAttribute("data-done", "false");

  // The plaine, saved as a draft whose registrations open a few seconds later.
  await item("Une plaine avec ses jours et ses groupes").getByRole("link", { name: "Créer une plaine" }).click();
  await expect(admin).toHaveURL(/\/admin\/activities\/new$/);
  await typePlaineFields(admin, {
    title,
    description: "Une semaine de jeux, inscriptions à l'heure dite.",
    start,
    place: { name: "Parc communal", address: "Rue du Parc 1", postalCode: "5000", city: "Namur" },
    ageMin: "3",
    ageMax: "12",
    price: "80",
    capacity: "20",
  });
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
  // The association's contact details, as its administrator typed them, at the foot of the page.
  await expect(page.getByRole("contentinfo")).toContainText("+32 81 22 33 44");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Les Plaines du Bocage`);
  await expect(page.getByRole("contentinfo")).toContainText("contact@plaines-bocage.example.org");
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
  // The transfer goes to the account the administrator typed, under the association's name.
  await expect(page.getByRole("main")).toContainText(IBAN);
  await expect(page.getByRole("main")).toContainText("ASBL Les Plaines du Bocage");

  // Everything is in order on the dashboard.
  await admin.goto("/admin");
  await expect(admin.getByTestId("readiness-count")).toHaveText(`${toDo.length} sur ${toDo.length} en ordre`);
  await expect(admin.getByText("Tout est en ordre\u00a0: les inscriptions peuvent ouvrir.")).toBeVisible();
  await adminContext.close();
});
