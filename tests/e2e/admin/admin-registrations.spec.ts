import { readFile } from "node:fs/promises";
import type { BankTransferPage } from "../../../src/domain/contracts/registrations.ts";
import { registeredFamily } from "../family/bank-transfer-setup.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";

const SEARCH = "Rechercher un enfant, un parent, un e-mail, une référence ou une communication";

test.describe("Administrators' registrations (/admin/registrations)", () => {
  test.describe.configure({ timeout: 60_000 });

  test("find a family by its structured communication, mark the transfer paid, read the history, download the CSV", async ({
    page,
    demo,
    baseURL,
    context,
    createParent,
    signIn,
    signInAsAdmin,
    isMobile,
  }) => {
    // A family registers two children by bank transfer; its communication is on the parent's instructions.
    await signIn(await createParent("inscriptions-admin"));
    const { registration } = await registeredFamily(page, baseURL, demo.family, ["Capucine", "Basile"]);
    const instructions = await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`);
    expect(instructions.status()).toBe(200);
    const { communication } = ((await instructions.json()) as BankTransferPage).bankTransfer;
    await context.clearCookies();
    await signInAsAdmin();

    await page.goto("/admin/registrations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscriptions");
    await expect(page.getByTestId("registration-row").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The bank statement shows the digits: "+++" and "/" may be left out.
    await page.getByRole("searchbox", { name: SEARCH }).fill(communication.replace(/\D/g, ""));
    await expect(page).toHaveURL(/[?&]q=\d{12}/);
    const rows = page.getByTestId("registration-row");
    await expect(rows).toHaveCount(2);
    await expect(page.getByTestId("registration-group")).toHaveCount(1);
    await expect(page.getByTestId("registration-group")).toHaveAttribute("aria-label", demo.family.title);
    const capucine = rows.filter({ hasText: "Capucine" });
    const basile = rows.filter({ hasText: "Basile" });
    await expect(capucine).toContainText(communication);
    // On a 1280 px screen, beside the menu, every column shows without scrolling sideways.
    if (!isMobile) {
      const table = page.getByRole("region", { name: `Inscriptions de ${demo.family.title}` });
      expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
    }

    // The transfer arrived: one select marks the payment of both children paid.
    await capucine.getByRole("combobox", { name: "Statut du paiement de Capucine Dupont" }).selectOption("paid");
    await expect(toast(page, "Paiement de 1 inscription passé à «\u00a0Payé\u00a0»")).toBeVisible();
    await expect(basile.getByRole("combobox", { name: "Statut du paiement de Basile Dupont" })).toHaveValue("paid");
    await capucine.getByRole("combobox", { name: "Statut de l'inscription de Capucine Dupont" }).selectOption("confirmed");
    await expect(toast(page, "1 inscription passée à «\u00a0Confirmée\u00a0»")).toBeVisible();

    await capucine.getByRole("button", { name: "Historique de l'inscription de Capucine Dupont" }).click();
    const history = page.getByRole("dialog", { name: "Capucine Dupont" });
    const entries = history.getByTestId("audit-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText("Inscription\u00a0: En attente → Confirmée");
    await expect(entries.nth(1)).toContainText("Statut du paiement\u00a0: En attente → Payé");
    await expect(entries.nth(1)).toContainText(E2E_ADMIN.email);
    await history.getByRole("button", { name: "Fermer" }).click();

    // A reload keeps the search; the export holds exactly the two rows the list shows.
    await page.reload();
    await expect(rows).toHaveCount(2);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exporter CSV", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^inscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path())).toString("utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = csv.slice(1).trim().split(/\r?\n/);
    expect(header.split(";")).toEqual(expect.arrayContaining(["Plaine", "Enfant", "Statut du paiement", "Communication structurée"]));
    expect(header).not.toContain("Allergies");
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).toContain("Capucine");
    // Spreadsheets would read a leading "+" as a formula: the export writes the communication "***…***".
    expect(lines.join("\n")).toContain(communication.replace(/\+/g, ""));
  });
});
