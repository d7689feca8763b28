/**
 * The team's qualifications (decision 0065), on a computer and a phone: an administrator adds a brevet with its
 * proof to an animateur's record on 'Équipe', sees them marked 'Breveté', opens the proof, and
 * plans them on the plaine's day: the plan's check of the norms turns from gaps to covered.
 */
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/accounts.ts";
import { birthDateForAge, EMERGENCY_CONTACT } from "../support/family.ts";
import { linkIn } from "../support/mailbox.ts";
import { plaineForm } from "../support/plaines.ts";

/** A PDF as a device sends it: its first bytes say what it is. */
const PROOF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2048, 0x41), Buffer.from("\n%%EOF")]);

test("adds a brevet with its proof, shows 'Breveté', and the plan's gaps turn covered once they are planned", async ({
  page,
  request,
  baseURL,
  mailbox,
  createParent,
  signInAsAdmin,
}) => {
  // A family, an invitation accepted, a form and a plan: longer than one page's test.
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const headers = { Origin: origin };
  await signInAsAdmin();
  // A plaine of one day, a Monday three weeks ahead.
  const day = weekdaysBetween(addDaysIso(brusselsToday(), 20), addDaysIso(brusselsToday(), 30)).find(
    (date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1,
  )!;
  const title = `Plaine des brevets ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/activities", { headers, data: { ...plaineForm(title, day), endDate: day } });
  expect(created.status(), await created.text()).toBe(201);
  const plaineId = ((await created.json()) as { activity: { id: string } }).activity.id;
  const [family, animateur] = await Promise.all([createParent("famille-brevets"), createParent("animateur-brevete")]);

  // One child of 4 registered by the family: one animateur, and a qualified coordinator, on that day.
  expect(
    (await request.post("/api/auth/sign-in/email", { data: { email: family.email, password: family.password }, headers })).status(),
  ).toBe(200);
  const child = await request.post("/api/children", {
    headers,
    data: {
      firstName: "Lina",
      lastName: family.lastName,
      birthDate: birthDateForAge(4, day),
      medicalConsent: true,
      emergencyContacts: [EMERGENCY_CONTACT],
    },
  });
  expect(child.status(), await child.text()).toBe(201);
  const childId = ((await child.json()) as { child: { id: string } }).child.id;
  const registered = await request.post("/api/registrations", {
    headers,
    data: { activityId: plaineId, childIds: [childId], paymentMethod: "bank_transfer", acceptTerms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The animateur invited, and accepting from the e-mail's link with their own session.
  const invited = await page.request.post("/api/admin/staff", {
    headers,
    data: { email: animateur.email, role: "animateur", activityIds: [plaineId] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await mailbox.waitFor(animateur.email, { subject: /vous invite dans l'équipe des plaines/ });
  const token = new URL(linkIn(invitation)).searchParams.get("token");
  expect(
    (await request.post("/api/auth/sign-in/email", { data: { email: animateur.email, password: animateur.password }, headers })).status(),
  ).toBe(200);
  const accepted = await request.post("/api/staff-invitations/accept", { headers, data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // 1. On 'Équipe', their record: a brevet de coordinateur with its proof.
  await page.goto("/admin/equipe");
  const row = page.getByTestId("staff-row").filter({ hasText: animateur.email });
  await expect(row).toContainText("Active");
  await expect(row.getByText("Breveté", { exact: true })).toHaveCount(0);
  await row.getByRole("button", { name: "Qualifications" }).click();
  await expect(row.getByText("Aucune qualification enregistrée.")).toBeVisible();
  const form = row.getByRole("form", { name: "Ajouter une qualification" });
  await form.getByLabel("Qualification").selectOption({ label: "Brevet de coordinateur de centres de vacances" });
  await form.getByLabel(/Obtenue le/).fill("2024-06-30");
  await form.getByLabel(/Délivrée par/).fill("Patro Wallonie-Bruxelles");
  await form.locator('input[type="file"]').setInputFiles({ name: "brevet-coordinateur.pdf", mimeType: "application/pdf", buffer: PROOF });
  await form.getByRole("button", { name: "Ajouter la qualification" }).click();
  const qualification = row.getByTestId("qualification");
  await expect(qualification).toContainText("Brevet de coordinateur de centres de vacances");
  await expect(qualification).toContainText("Obtenue le 30 juin 2024 · Patro Wallonie-Bruxelles · sans date d'expiration");
  await expect(row.getByText("Breveté", { exact: true })).toBeVisible();
  await expect(row.getByText("Coordinateur qualifié", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`qualifications-${page.viewportSize()?.width}.png`), fullPage: true });

  // The proof opens for the administrator (the activity log notes who read it).
  const proof = await page.request.get(
    await qualification
      .getByRole("link", { name: /Voir la preuve/ })
      .getAttribute("href")
      .then((href) => href!),
  );
  expect(proof.status()).toBe(200);
  expect(proof.headers()["content-type"]).toBe("application/pdf");

  // 2. The plan: nobody planned, the day misses an animateur and a qualified coordinator.
  await page.getByLabel("Plaine", { exact: true }).selectOption(plaineId);
  const norms = page.getByTestId("plan-norms");
  await expect(norms).toContainText("il manque 1\u00a0animateur pour 1\u00a0enfant attendu");
  await expect(norms).toContainText("aucun coordinateur qualifié prévu");
  // 3. The breveté planned with the 'Petits': the day is covered.
  const petits = page.getByRole("group", { name: "Petits" }).first();
  await petits.getByRole("checkbox", { name: new RegExp(animateur.firstName) }).click();
  await expect(petits.getByRole("checkbox", { name: new RegExp(animateur.firstName) })).toBeChecked();
  await expect(norms).toContainText("Chaque jour est couvert");
  await expect(norms).not.toContainText("il manque");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`plan-norms-${page.viewportSize()?.width}.png`), fullPage: true });
});
