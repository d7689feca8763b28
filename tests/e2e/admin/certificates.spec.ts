/**
 * Certificates after a plaine: a family registered two children, paid, and the check-in recorded
 * their days. The parent gives the national register numbers the page asks for and downloads the
 * tax certificate 281.86 and the mutualité's certificate; the administrator runs the year,
 * downloads its ZIP (PDFs, mutualité certificates, summary, Belcotax-on-web file) and prints a
 * child's mutualité certificate from the child's sheet.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { fileNameSlug } from "../../../src/domain/file-name.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { expect, test } from "../support/accounts.ts";
import { addChild, registerByTransfer } from "../support/family.ts";
import { plaineForm } from "../support/plaines.ts";
import { CHILDREN, monday, ORGANISER, PARENT_NUMBER, pdfText } from "../support/certificates.ts";

async function downloadedText(page: Page, link: ReturnType<Page["locator"]>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test.describe("Certificates", () => {
  test.describe.configure({ timeout: 120_000 });
  // One run of a year at a time: the journey runs in one project only.
  test.skip(({ isMobile }) => isMobile, "the year's run is the site's one: run once");

  test("after a plaine with recorded attendance, the parent downloads both certificates and the administrator the year's ZIP", async ({
    page,
    baseURL,
    context,
    createParent,
    signIn,
    signInAsAdmin,
  }) => {
    const headers = { Origin: new URL(baseURL ?? "").origin };
    const title = `Plaine des attestations ${Date.now().toString(36)}`;
    const upcoming = monday(addDaysIso(brusselsToday(), 20), addDaysIso(brusselsToday(), 30));

    await signInAsAdmin();
    const created = await page.request.post("/api/admin/activities", { headers, data: plaineForm(title, upcoming) });
    expect(created.status(), await created.text()).toBe(201);
    const plaineId = ((await created.json()) as { activity: { id: string } }).activity.id;

    // The family registers both children by transfer and gives its address.
    await context.clearCookies();
    const parent = await createParent("attestations");
    await signIn(parent);
    const children = [];
    for (const child of CHILDREN) children.push(await addChild(page, baseURL, { firstName: child.firstName, birthDate: child.birthDate }));
    const registration = await registerByTransfer(
      page,
      baseURL,
      plaineId,
      children.map((child) => child.id),
    );
    const profile = await page.request.put("/api/profile", {
      headers,
      data: {
        firstName: parent.firstName,
        lastName: parent.lastName,
        addressStreet: "Rue du Moulin 3",
        addressPostalCode: "5000",
        addressCity: "Namur",
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    // The administrator marks it paid; the plaine then took place (its week moved to the past)
    // and the check-in recorded Léa two days and Noé three.
    await context.clearCookies();
    await signInAsAdmin();
    const paid = await page.request.patch("/api/admin/registrations", {
      headers,
      data: { ids: registration.registrationIds, paymentStatus: "paid" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const past = monday(addDaysIso(brusselsToday(), -20), addDaysIso(brusselsToday(), -10));
    const moved = await page.request.put(`/api/admin/activities/${plaineId}`, { headers, data: plaineForm(title, past) });
    expect(moved.status(), await moved.text()).toBe(200);
    const days = weekdaysBetween(past, addDaysIso(past, 4));
    for (const [index, child] of children.entries()) {
      for (const date of days.slice(0, index + 2)) {
        const tap = await page.request.post(`/api/admin/activities/${plaineId}/presences/taps`, {
          headers,
          data: { idempotencyKey: randomUUID(), childId: child.id, date, action: "arrived", tappedAt: `${date}T07:30:00.000Z` },
        });
        expect(tap.status(), await tap.text()).toBe(200);
      }
    }
    const organiser = await page.request.put("/api/admin/certificates/organiser", { headers, data: ORGANISER });
    expect(organiser.status(), await organiser.text()).toBe(200);

    // The parent's 'Mes attestations': the numbers asked, the tax certificate obtained, then both PDFs.
    await context.clearCookies();
    await signIn(parent);
    await page.goto("/dashboard/certificates");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes attestations");
    await page.getByRole("textbox", { name: "Votre numéro de registre national" }).fill(PARENT_NUMBER);
    await page.getByRole("form", { name: "Votre numéro de registre national" }).getByRole("button", { name: "Enregistrer" }).click();
    for (const child of CHILDREN) {
      const label = `Numéro de registre national de ${child.firstName} ${parent.lastName}`;
      await page.getByRole("textbox", { name: label }).fill(child.number);
      await page.getByRole("form", { name: label }).getByRole("button", { name: "Enregistrer" }).click();
      await expect(page.getByRole("textbox", { name: label })).toHaveCount(0);
    }

    const year = brusselsToday().slice(0, 4);
    const taxLink = page.locator(`a[href="/api/certificates/childcare/${year}/${children[0].id}"]`);
    await expect(taxLink).toHaveCount(0);
    await page.getByRole("button", { name: `Obtenir l'attestation\u00a0: attestation fiscale ${year} de Léa ${parent.lastName}` }).click();
    await expect(page.getByText("Attestation délivrée")).toBeVisible();
    const tax = await downloadedText(page, taxLink);
    expect(tax.name).toMatch(/^attestation-fiscale-281-86-\d{4}-n\d+\.pdf$/);
    const taxText = await pdfText(tax.bytes);
    for (const expected of ["281.86", "Léa", "16.03.15-123.07", PARENT_NUMBER, "Plaines Soleil ASBL", "0403.170.701"]) {
      expect(taxText).toContain(expected);
    }
    const mutualityLink = page.locator(`a[href="/api/certificates/mutuality/${plaineId}/${children[1].id}"]`);
    const mutuality = await downloadedText(page, mutualityLink);
    const mutualityText = await pdfText(mutuality.bytes);
    for (const expected of ["Attestation de participation", "Noé", title, "3 jours", "Claire Dubois"]) {
      expect(mutualityText).toContain(expected);
    }

    // The administrator runs the year and downloads its ZIP.
    await context.clearCookies();
    await signInAsAdmin();
    await page.goto("/admin/certificates");
    await page.getByLabel("Année de revenus").selectOption(year);
    await page.getByRole("button", { name: "Générer les attestations" }).click();
    const zipLink = page.getByRole("link", { name: "Télécharger le ZIP" }).first();
    await expect(zipLink).toBeVisible({ timeout: 60_000 });
    const zip = await downloadedText(page, zipLink);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const names = Object.keys(files);
    expect(names.filter((name) => name.endsWith(".pdf")).length).toBeGreaterThanOrEqual(2);
    const summary = strFromU8(files[`resume-${year}.csv`]);
    expect(summary).toContain(`${parent.firstName} ${parent.lastName};Léa ${parent.lastName}`);
    expect(strFromU8(files[`belcotax-281.86-${year}.xml`])).toContain("<f86_2153_nnchild>16031512307</f86_2153_nnchild>");
    // The year's mutualité certificates are in it too, and each one prints from the child's sheet.
    expect(names).toContain(
      `attestations-mutualite/${past}-${fileNameSlug(title, "plaine")}/${fileNameSlug(`${parent.lastName} Noé`, "enfant")}.pdf`,
    );
    await page.goto(`/admin/children?child=${children[1].id}`);
    const print = page.getByRole("dialog").getByRole("link", { name: `Imprimer l'attestation de mutualité pour ${title}` });
    await expect(print).toHaveAttribute("href", `/api/admin/certificates/mutuality/${plaineId}/${children[1].id}`);
    const printed = await page.request.get(`/api/admin/certificates/mutuality/${plaineId}/${children[1].id}`);
    expect(printed.headers()["content-type"]).toBe("application/pdf");
    expect(await pdfText(await printed.body())).toContain("Noé");
  });
});
