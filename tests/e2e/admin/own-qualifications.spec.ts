/**
 * One's own qualifications (decision 0065), on a computer and a phone: an animateur adds their
 * brevet with its proof in 'Mon équipe', the administrator sees it declared by the person; once
 * their role is revoked, 'Mon espace' still leads them to 'Mes qualifications' and their proof.
 */
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/accounts.ts";
import { linkIn } from "../support/mailbox.ts";
import { plaineForm } from "../support/plaines.ts";

const PROOF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2048, 0x41), Buffer.from("\n%%EOF")]);

test("an animateur adds their brevet, and still opens it once no longer in the team", async ({
  page,
  request,
  baseURL,
  mailbox,
  createParent,
  signIn,
  signInAsAdmin,
}) => {
  test.setTimeout(120_000);
  const headers = { Origin: new URL(baseURL ?? "").origin };
  const width = page.viewportSize()?.width;
  await signInAsAdmin();
  const day = weekdaysBetween(addDaysIso(brusselsToday(), 20), addDaysIso(brusselsToday(), 30))[0];
  const title = `Plaine des déclarations ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/activities", { headers, data: { ...plaineForm(title, day), endDate: day } });
  expect(created.status(), await created.text()).toBe(201);
  const plaineId = ((await created.json()) as { activity: { id: string } }).activity.id;
  const animateur = await createParent("animateur-declare");
  const invited = await page.request.post("/api/admin/staff", {
    headers,
    data: { email: animateur.email, role: "animateur", activityIds: [plaineId] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const roleId = ((await invited.json()) as { id: string }).id;
  const invitation = await mailbox.waitFor(animateur.email, { subject: /vous invite dans l'équipe des plaines/ });
  const token = new URL(linkIn(invitation)).searchParams.get("token");
  expect(
    (await request.post("/api/auth/sign-in/email", { data: { email: animateur.email, password: animateur.password }, headers })).status(),
  ).toBe(200);
  expect((await request.post("/api/staff-invitations/accept", { headers, data: { token } })).status()).toBe(200);

  // 1. In 'Mon équipe', the animateur adds their brevet with its proof.
  await signIn(animateur);
  await page.goto("/equipe");
  const form = page.getByRole("form", { name: "Ajouter une qualification" });
  await form.getByLabel(/Obtenue le/).fill("2025-06-30");
  await form.getByLabel(/Délivrée par/).fill("Patro Wallonie-Bruxelles");
  await form.locator('input[type="file"]').setInputFiles({ name: "mon-brevet.pdf", mimeType: "application/pdf", buffer: PROOF });
  await form.getByRole("button", { name: "Ajouter la qualification" }).click();
  await expect(page.getByTestId("qualification")).toContainText("Obtenue le 30 juin 2025 · Patro Wallonie-Bruxelles");
  // The toast shown (its code comes with the first one), then the page checked as it stands.
  await expect(page.getByText("Qualification ajoutée")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`own-add-${width}.png`), fullPage: true });

  // 2. The administrator sees it on the person's record, declared by them.
  await signInAsAdmin();
  await page.goto("/admin/equipe");
  const row = page.getByTestId("staff-row").filter({ hasText: animateur.email });
  await row.getByRole("button", { name: "Qualifications" }).click();
  await expect(row.getByTestId("qualification")).toContainText("Déclarée par la personne, à vérifier");
  await row.getByTestId("qualification").screenshot({ path: test.info().outputPath(`admin-declared-${width}.png`) });
  // Declared, it does not count yet; checked, it does: the person becomes 'Breveté'.
  await expect(row).not.toContainText("Breveté");
  await row.getByRole("button", { name: /Confirmer après vérification/ }).click();
  await expect(row.getByTestId("qualification")).not.toContainText("à vérifier");
  await expect(row).toContainText("Breveté");
  expect((await page.request.post(`/api/admin/staff/${roleId}/revoke`, { headers, data: {} })).status()).toBe(200);

  // 3. No longer in the team: 'Mon espace' leads to 'Mes qualifications', the proof still opens.
  await signIn(animateur);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: /Mes qualifications/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`dashboard-${width}.png`), fullPage: true });
  await page.getByRole("link", { name: /Mes qualifications/ }).click();
  await expect(page.getByRole("heading", { name: "Mes qualifications", level: 1 })).toBeVisible();
  const item = page.getByTestId("qualification");
  await expect(item).toContainText("Brevet d'animateur de centres de vacances");
  await expect(page.getByRole("form", { name: "Ajouter une qualification" })).toHaveCount(0);
  const href = await item.getByRole("link", { name: /Voir la preuve/ }).getAttribute("href");
  expect((await page.request.get(href!)).status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`former-member-${width}.png`), fullPage: true });
});
