/**
 * The team of the plaines (decision 0063), on a phone: an administrator invites an animateur, who
 * accepts from the e-mail's link; planned with the 'Petits' on the plaine's first day, they see
 * only that group on the check-in, open a child's allergy (logged) and check the child in, then
 * check themselves in ('Équipe du jour'): the administrators' check-in then counts the team
 * checked in instead of a number entered. The plaine's first day is the site's day: the site runs
 * on its own server, its clock on a weekday (SITE_CLOCK_START) when the machine's day is a
 * Saturday or a Sunday, since a person of the team is checked in on the day itself.
 */
import type { APIRequestContext } from "@playwright/test";
import type { Child } from "../../../src/domain/child.ts";
import { brusselsInstant } from "../../../src/domain/date-time.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { isWeekday, weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { availabilityDayLabel } from "../../../src/domain/staff/availability.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { type Account, expect, test as base } from "../support/accounts.ts";
import { birthDateForAge, EMERGENCY_CONTACT } from "../support/family.ts";
import { linkIn } from "../support/mailbox.ts";
import { plaineForm } from "../support/plaines.ts";
import { e2ePort, type E2EServer, startE2EServer } from "../support/server.ts";

/** The site's day: today when it is a weekday, else the next one (9:00 in Brussels on the site's clock). */
function siteDay(): { day: string; env: Record<string, string> } {
  let day = brusselsToday();
  while (!isWeekday(day)) day = addDaysIso(day, 1);
  return { day, env: day === brusselsToday() ? {} : { SITE_CLOCK_START: brusselsInstant(day, "09:00").toISOString() } };
}

const { day: startDate, env } = siteDay();

const test = base.extend<{ site: E2EServer }>({
  site: [
    async ({ playwright: _ }, use, testInfo) => {
      const site = await startE2EServer({ port: e2ePort(testInfo.parallelIndex), env });
      await use(site);
      await site.stop();
    },
    { timeout: 200_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

/** The family's two children, one for each end of the plaine's groups, registered through the parent's own session. */
async function registerFamily(request: APIRequestContext, origin: string, account: Account, plaine: { id: string; startDate: string }) {
  const headers = { Origin: origin };
  const signedIn = await request.post("/api/auth/sign-in/email", { data: { email: account.email, password: account.password }, headers });
  expect(signedIn.status()).toBe(200);
  const children: Child[] = [];
  for (const [firstName, years, allergies] of [
    ["Lina", 4, "Arachides (choc anaphylactique)"],
    ["Hugo", 10, "Pollen de bouleau"],
  ] as const) {
    const response = await request.post("/api/children", {
      headers,
      data: {
        firstName,
        lastName: account.lastName,
        birthDate: birthDateForAge(years, plaine.startDate),
        medicalConsent: true,
        emergencyContacts: [EMERGENCY_CONTACT],
        allergies,
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
  return children;
}

test("an invited animateur accepts, sees only their group on the check-in, opens a child's allergy and checks the child in", async ({
  page,
  context,
  request,
  baseURL,
  mailbox,
  createParent,
  signIn,
}) => {
  test.skip(test.info().project.name !== "admin-mobile", "a phone journey: run at phone width only");
  const origin = new URL(baseURL ?? "").origin;
  await signIn(E2E_ADMIN);
  const title = `Plaine de l'équipe ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/activities", { headers: { Origin: origin }, data: plaineForm(title, startDate) });
  expect(created.status(), await created.text()).toBe(201);
  const plaine = { ...((await created.json()) as { activity: { id: string } }).activity, startDate };
  const [family, animateur] = await Promise.all([createParent("famille-equipe"), createParent("animateur")]);
  const [, hugo] = await registerFamily(request, origin, family, plaine);

  // 1. The administrator invites the animateur for the plaine.
  await page.goto("/admin/equipe");
  await expect(page.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();
  await page.getByLabel(/Adresse e-mail/).fill(animateur.email);
  await page.getByRole("checkbox", { name: title }).check();
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  const row = page.getByTestId("staff-row").filter({ hasText: animateur.email });
  await expect(row).toContainText("Invitée");
  await expectNoSeriousA11yViolations(page);

  // 2. The animateur follows the e-mail's link, signed in with that address, and accepts.
  const invitation = await mailbox.waitFor(animateur.email, { subject: /vous invite dans l'équipe des plaines/ });
  await context.clearCookies();
  await signIn(animateur);
  const link = new URL(linkIn(invitation));
  expect(link.pathname).toBe("/invitation-equipe");
  await page.goto(link.pathname + link.search);
  await expect(page.getByText(/Vous êtes invité·e comme animateur·rice pour/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Accepter" }).click();
  await expect(page).toHaveURL(/\/equipe$/);
  await expect(page.getByText("Vous n'êtes encore prévu·e aucun jour")).toBeVisible();

  // They say they are available on the plaine's second day, not its first.
  const secondDay = weekdaysBetween(startDate, addDaysIso(startDate, 4))[1];
  const availability = page.getByRole("region", { name: "Mes disponibilités" });
  await availability.getByRole("checkbox", { name: availabilityDayLabel(secondDay), exact: true }).check();
  await availability.getByRole("button", { name: "Enregistrer mes disponibilités" }).click();
  await expect(page.getByText("Disponibilités enregistrées")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("team-availability-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("team-availability-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // 3. The administrator plans them with the 'Petits' on the first day.
  await context.clearCookies();
  await signIn(E2E_ADMIN);
  await page.goto("/admin/equipe");
  await expect(page.getByTestId("staff-row").filter({ hasText: animateur.email })).toContainText("Active");
  await page.getByLabel("Plaine", { exact: true }).selectOption(plaine.id);
  // The days in their order: the first one's 'Petits' first.
  const petits = page.getByRole("group", { name: "Petits" }).first();
  // Saved at once: the box shows the server's plan once it answers.
  await petits.getByRole("checkbox", { name: new RegExp(animateur.firstName) }).click();
  await expect(petits.getByRole("checkbox", { name: new RegExp(animateur.firstName) })).toBeChecked();
  // Planned on a day they did not give: said in words, and the box stays ticked; their second day is marked.
  const name = `${animateur.firstName} ${animateur.lastName}`;
  await expect(page.getByText(`${name} n'est pas disponible le ${availabilityDayLabel(startDate)}`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: new RegExp(`${animateur.firstName}.*Disponible`) }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("plan-availability-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("plan-availability-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // 4. The animateur opens the day: the 'Petits' and Lina only, never Hugo of another group.
  await context.clearCookies();
  await signIn(animateur);
  await page.goto("/equipe");
  await page.getByRole("link", { name: /Petits/ }).click();
  await expect(page.getByRole("heading", { name: /Petits/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Grands/ })).toHaveCount(0);
  const lina = page.getByTestId("check-in-child").filter({ hasText: "Lina" });
  await expect(lina).toContainText("Allergie");
  await expect(page.getByTestId("check-in-child").filter({ hasText: "Hugo" })).toHaveCount(0);
  // Nothing of the administration: no printed lists, no staff count.
  await expect(page.getByRole("link", { name: /PDF/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A tap on her name opens her allergy; then she arrives.
  await lina.getByRole("button", { name: /^Lina .*\s: santé et contacts$/ }).click();
  const details = page.getByRole("dialog", { name: `Lina ${family.lastName}` });
  await expect(details).toContainText("Arachides (choc anaphylactique)");
  await page.screenshot({ path: test.info().outputPath("team-child-390.png") });
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await lina.getByRole("button", { name: "Arrivé" }).click();
  await expect(lina.getByTestId("check-in-status")).toContainText(/^Présent/);
  await expect(lina).toContainText("Noté par");
  await page.screenshot({ path: test.info().outputPath("team-check-in-390.png"), fullPage: true });

  // Another group's child stays closed to them, through the team's routes too.
  const closed = await page.request.get(`/api/staff/activities/${plaine.id}/presences/children/${hugo.id}?date=${startDate}`);
  expect(closed.status()).toBe(403);
  expect(await closed.text()).not.toContain("Pollen");

  // 5. 'Équipe du jour': the animateur checks themselves in, at the site's clock.
  const team = page.getByRole("region", { name: "Équipe du jour" });
  const self = team.getByTestId("team-member").filter({ hasText: "(vous)" });
  await expect(self).toContainText("Pas encore là");
  await self.getByRole("button", { name: "Arrivée", exact: true }).click();
  await expect(self.getByTestId("team-member-status")).toContainText(/^Arrivée à \d{2}:\d{2}/);
  await expect(team.getByTestId("team-on-site")).toHaveText("1 personne de l'équipe sur place");
  await expectNoSeriousA11yViolations(page);
  await self.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("team-of-day-390.png"), fullPage: true });

  // 6. The administrator entered 3 animateurs for the day; the check-in now counts the one checked in.
  await context.clearCookies();
  await signIn(E2E_ADMIN);
  const entered = await page.request.put(`/api/admin/activities/${plaine.id}/days/${startDate}`, {
    headers: { Origin: origin },
    data: { staffCount: 3 },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  await page.goto(`/admin/activities/${plaine.id}/presences?date=${startDate}`);
  await expect(page.getByTestId("staff-counted")).toHaveText("1");
  await expect(page.getByTestId("staff-source")).toContainText("Le nombre saisi ci-dessous ne compte plus ce jour-là");
  await expect(
    page.getByRole("region", { name: "Équipe du jour" }).getByTestId("team-member").filter({ hasText: animateur.firstName }),
  ).toContainText("noté par");
  await page.screenshot({ path: test.info().outputPath("admin-team-of-day-390.png"), fullPage: true });
});
