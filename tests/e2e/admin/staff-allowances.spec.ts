/**
 * Volunteer allowances (decision 0066), on a computer and a phone: an administrator sets a plaine's
 * amount per day on 'Équipe' (a mistyped one refused in French), enters the year's caps, and reads
 * the year's list with its files.
 */
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/accounts.ts";
import { plaineForm } from "../support/plaines.ts";

test("sets a plaine's amount per day, refuses a mistyped one, saves the year's caps and shows the list", async ({
  page,
  baseURL,
  signInAsAdmin,
}, info) => {
  const origin = new URL(baseURL ?? "").origin;
  await signInAsAdmin();
  const day = addDaysIso(brusselsToday(), 30);
  const title = `Plaine des défraiements ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/activities", {
    headers: { Origin: origin },
    data: { ...plaineForm(title, day), endDate: day },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/admin/equipe");
  await expect(page.getByRole("heading", { name: "Défraiements des volontaires" })).toBeVisible();
  const amount = page.getByTestId("allowance-plaine").filter({ hasText: title });
  await amount.getByLabel(title).fill("abc");
  await amount.getByRole("button", { name: "Enregistrer" }).click();
  await expect(amount.getByText("Un montant en euros, par ex. 25 ou 25,50")).toBeVisible();
  await amount.getByLabel(title).fill("25,50");
  await amount.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Montant enregistré")).toBeVisible();

  const year = Number(brusselsToday().slice(0, 4));
  await page.getByLabel(`${year}\u00a0: par jour (€)`).fill("40,00");
  await page.getByLabel(`${year}\u00a0: par an (€)`).fill("1548,38");
  await page.getByRole("button", { name: "Enregistrer les plafonds" }).click();
  await expect(page.getByText("Plafonds enregistrés")).toBeVisible();
  await expect(page.getByTestId("allowance-caps")).toContainText(
    `Plafonds ${year}\u00a0: 40,00\u00a0€ par jour, 1\u202f548,38\u00a0€ par an`,
  );
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    `/api/admin/staff/allowances/export?year=${year}&format=csv`,
  );

  await expectNoSeriousA11yViolations(page, { include: 'section[aria-labelledby="allowances"]' });
  await page.getByRole("heading", { name: "Défraiements des volontaires" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath("allowances.png"), fullPage: true });
});
