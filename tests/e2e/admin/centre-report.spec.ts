/**
 * The ONE agreement and the centre's report: a plaine starting in about 100 days is reminded on the
 * dashboard; the administrator opens it, records the request as sent (the reminder goes) and
 * takes the report's PDF.
 */
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { pdfPages } from "../../support/pdf.ts";
import { expect, test } from "../support/accounts.ts";
import { plaineForm } from "../support/plaines.ts";

test("an administrator records the ONE agreement request the dashboard reminds, and downloads the report's PDF", async ({
  page,
  baseURL,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  // A Monday about 100 days ahead: inside the 120 days of the reminder, before the 90-day limit.
  const startDate = weekdaysBetween(addDaysIso(brusselsToday(), 98), addDaysIso(brusselsToday(), 105)).find(
    (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1,
  )!;
  const title = `Plaine agréée ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/admin/activities", {
    headers: { Origin: new URL(baseURL ?? "").origin },
    data: plaineForm(title, startDate),
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/admin");
  const reminder = page.getByTestId("one-agreement-reminder").filter({ hasText: title });
  await expect(reminder).toContainText("au plus tard le");
  await reminder.getByRole("link", { name: "Ouvrir la plaine" }).click();

  const agreement = page.getByTestId("one-agreement");
  await expect(agreement).toContainText("90 jours avant le début");
  await expect(page.getByTestId("centre-report-totals")).toContainText("Jours d'ouverture5");
  await agreement.getByRole("button", { name: "Noter comme envoyée" }).click();
  await expect(agreement).toContainText("Demande envoyée le");

  const href = await page.getByRole("link", { name: "Télécharger le PDF" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const [text] = await pdfPages(await pdf.body());
  expect(text).toContain("Rapport du centre de vacances");
  expect(text).toContain(title);
  expect(text).toContain("Jours d'ouverture : 5");

  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Virements en attente" })).toBeVisible();
  await expect(page.getByTestId("one-agreement-reminder").filter({ hasText: title })).toHaveCount(0);
});
