/**
 * The check-in on a phone (360 px): an administrator opens a child's allergy and whom to call,
 * marks three children, one tap made while the connection is gone is kept on the phone, said not
 * yet saved, and sent once it returns; a child gone home no longer counts as present.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { Child } from "../../../src/domain/child.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { expect, test, type Account } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { birthDateForAge, EMERGENCY_CONTACT } from "../support/family.ts";
import { plaineForm } from "../support/plaines.ts";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function newPlaine(page: Page, baseURL: string | undefined): Promise<{ id: string; startDate: string }> {
  // A Monday: the plaine's five days are Monday to Friday.
  const startDate = weekdaysBetween(addDaysIso(brusselsToday(), 20), addDaysIso(brusselsToday(), 30)).find(
    (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1,
  )!;
  const response = await page.request.post("/api/admin/activities", {
    headers: { Origin: new URL(baseURL ?? "").origin },
    data: plaineForm(`Plaine des présences ${Date.now().toString(36)}`, startDate),
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...((await response.json()) as { activity: { id: string } }).activity, startDate };
}

/** The parent's three children, registered for the plaine through the parent's own session. */
async function registerFamily(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: Account,
  plaine: { id: string; startDate: string },
) {
  const headers = { Origin: new URL(baseURL ?? "").origin };
  const signedIn = await request.post("/api/auth/sign-in/email", { data: { email: account.email, password: account.password }, headers });
  expect(signedIn.status()).toBe(200);
  const children: Child[] = [];
  for (const [firstName, years, extra] of [
    ["Lina", 4, { allergies: "Arachides (choc anaphylactique)", medications: "EpiPen", dietaryNeeds: "Sans porc", photoConsent: "none" }],
    ["Émile", 7, { medications: "Ventolin" }],
    ["Hugo", 10, {}],
  ] as const) {
    const response = await request.post("/api/children", {
      headers,
      data: {
        firstName,
        lastName: account.lastName,
        birthDate: birthDateForAge(years, plaine.startDate),
        medicalConsent: true,
        emergencyContacts: [EMERGENCY_CONTACT],
        ...extra,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    children.push(((await response.json()) as { child: Child }).child);
  }
  const registered = await request.post("/api/registrations", {
    headers,
    data: { activityId: plaine.id, childIds: children.map((child) => child.id), paymentMethod: "bank_transfer", acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

const card = (page: Page, firstName: string) => page.getByTestId("check-in-child").filter({ hasText: firstName });

test("an administrator checks in three children on a phone; a tap made offline is sent when the connection returns", async ({
  page,
  context,
  request,
  baseURL,
  createParent,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  const plaine = await newPlaine(page, baseURL);
  const account = await createParent("check-in");
  await registerFamily(request, baseURL, account, plaine);

  await page.goto(`/admin/activities/${plaine.id}/presences`);
  await expect(page.getByRole("heading", { level: 1, name: "Présences" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Petits/ })).toBeVisible();
  await expect(card(page, "Lina")).toContainText("Allergie");
  await expect(card(page, "Lina")).toContainText("Pas de photo");
  await expect(card(page, "Émile")).toContainText("Médicament");
  await expectNoSeriousA11yViolations(page);
  // The list shows a badge only; a tap on the child opens the allergy, the medication and whom to call.
  await expect(card(page, "Lina")).not.toContainText("Arachides");
  await card(page, "Lina")
    .getByRole("button", { name: /^Lina .*\s: santé et contacts$/ })
    .click();
  const details = page.getByRole("dialog", { name: `Lina ${account.lastName}` });
  await expect(details).toContainText("Arachides (choc anaphylactique)");
  await expect(details).toContainText("EpiPen");
  await expect(details).toContainText("Sans porc");
  await expect(details.getByRole("link", { name: /^Appeler Camille Dupont au \+32 470 12 34 56$/ })).toHaveAttribute(
    "href",
    "tel:+32470123456",
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("check-in-child-360.png") });
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(card(page, "Lina").getByRole("button", { name: /santé et contacts/ })).toBeFocused();

  // Two children arrive while the connection holds. The plaine's day is still to come, so no time
  // is recorded: a tap gives its time only on the day itself.
  await card(page, "Lina").getByRole("button", { name: "Arrivé" }).click();
  await expect(card(page, "Lina").getByTestId("check-in-status")).toContainText(/^Présent(?! · arrivé)/);
  await expect(card(page, "Lina")).toContainText("Noté par");
  await card(page, "Hugo").getByRole("button", { name: "Absent" }).click();
  await expect(card(page, "Hugo")).toContainText("Noté par");

  // The connection drops: the third tap is kept and said not yet saved.
  await context.setOffline(true);
  await card(page, "Émile").getByRole("button", { name: "Arrivé" }).click();
  await expect(card(page, "Émile")).toContainText("Pas encore enregistré");
  await expect(page.getByText("1 pointage pas encore enregistré")).toBeVisible();
  await expect(card(page, "Émile").getByRole("button", { name: "Arrivé" })).toHaveAttribute("aria-pressed", "true");

  // It comes back: the tap is sent once, and the counts follow.
  await context.setOffline(false);
  await expect(page.getByText("1 pointage pas encore enregistré")).toBeHidden({ timeout: 15_000 });
  await expect(card(page, "Émile")).toContainText("Noté par");
  await expect(page.getByTestId("present-children")).toHaveText("2");

  // A reload reads the server's record: nothing lost, nothing twice.
  await page.reload();
  await expect(card(page, "Émile").getByTestId("check-in-status")).toContainText(/^Présent/);
  await expect(card(page, "Hugo")).toContainText("Absent");
  const roster = await page.request.get(`/api/admin/activities/${plaine.id}/presences?date=${plaine.startDate}`);
  const groups = ((await roster.json()) as { groups: { counts: { present: number; absent: number } }[] }).groups;
  expect(groups.reduce((sum, group) => sum + group.counts.present, 0)).toBe(2);
  expect(groups.reduce((sum, group) => sum + group.counts.absent, 0)).toBe(1);

  // Lina goes home: she no longer counts as present.
  await card(page, "Lina").getByRole("button", { name: "Parti" }).click();
  await expect(page.getByTestId("present-children")).toHaveText("1");
  await expect(page.getByRole("region", { name: /^Petits/ }).getByTestId("group-counts")).toHaveText("0/1 présent · 1 parti · 0 absent");
  await expect(page.getByRole("region", { name: /^Petits/ }).getByTestId("group-guide")).toHaveText(
    /^Repère\s:\s1 animateur pour les enfants attendus de ce groupe$/,
  );

  // A wrong tap is taken back.
  await card(page, "Hugo").getByRole("button", { name: "Annuler le pointage de" }).click();
  await expect(card(page, "Hugo")).toContainText("Attendu");
  await page.screenshot({ path: test.info().outputPath("check-in-360.png"), fullPage: true });
});

test("the plaine's page marks a day off, which the check-in no longer offers; the staff entered below the ratio is warned", async ({
  page,
  request,
  baseURL,
  createParent,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  const plaine = await newPlaine(page, baseURL);
  await registerFamily(request, baseURL, await createParent("plaine-days"), plaine);

  await page.goto(`/admin/activities/${plaine.id}/edit`);
  const section = page.getByRole("region", { name: "Sur le terrain" });
  const days = section.getByTestId("plaine-day");
  await expect(days).toHaveCount(5);
  // Lina (4), Émile (7) and Hugo (10): each age band of the ONE's norms rounded up, ⌈1/8⌉ + ⌈2/12⌉ = 2.
  await expect(days.first()).toContainText("3 attendus (2 anim. requis)");
  // Checked before any toast covers part of the page.
  await expectNoSeriousA11yViolations(page);
  await days
    .nth(1)
    .getByRole("button", { name: /sans activité/ })
    .click();
  await expect(days.nth(1)).toContainText("Pas d'activité ce jour-là");
  await expect(section.getByRole("form", { name: "Groupes d'âge" }).getByRole("textbox", { name: "Nom" })).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath("plaine-page-360.png"), fullPage: true });

  await page.goto(`/admin/activities/${plaine.id}/presences`);
  await expect(page.getByRole("combobox", { name: "Jour" }).getByRole("option")).toHaveCount(4);
  await page.getByRole("spinbutton", { name: "Animateurs présents ce jour" }).fill("0");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Encadrement insuffisant" })).toContainText(
    "0 animateur pour 2 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans)",
  );

  // Hugo (10) joins the Petits for the week.
  const hugo = card(page, "Hugo");
  await hugo.getByText("Changer de groupe").click();
  await hugo.getByLabel("Groupe de Hugo").selectOption("Petits");
  await hugo.getByRole("button", { name: "Déplacer" }).click();
  await expect(
    page
      .getByRole("region", { name: /^Petits/ })
      .getByTestId("check-in-child")
      .filter({ hasText: "Hugo" }),
  ).toContainText("changé de groupe");

  const pdf = await page.request.get(`/api/admin/activities/${plaine.id}/days/${plaine.startDate}/list.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
