import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BankTransferPage } from "../../../src/domain/contracts/registrations.ts";
import { formatEuros } from "../../../src/domain/money.ts";
import { codaFile } from "../../support/coda-builder.ts";
import { communicationDigits, registeredFamily } from "../family/bank-transfer-setup.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/accounts.ts";

test.describe("Bank statements (/admin/payments/import)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a family registers by transfer, the administrator imports the bank's CODA file, the payment is paid, the parent's history says 'Payé'", async ({
    page,
    demo,
    baseURL,
    context,
    createParent,
    signIn,
    signInAsAdmin,
  }) => {
    const parent = await createParent("releve-bancaire");
    await signIn(parent);
    const { registration } = await registeredFamily(page, baseURL, demo.family, ["Ysaline"]);
    const answer = await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`);
    const { amountCents, communication } = ((await answer.json()) as BankTransferPage).bankTransfer;

    // The bank's file of the day: this family's transfer, and a donation nobody can match (the
    // file's name and the donation's words this run's own: the desktop and phone runs share a server).
    const run = parent.email.split("@")[0].slice(-8);
    const donationText = `DON POUR LES PLAINES ${run.toUpperCase()}`;
    const folder = await mkdtemp(path.join(tmpdir(), "releve-"));
    const fileName = `releve-du-jour-${run}.cod`;
    const file = path.join(folder, fileName);
    await writeFile(
      file,
      Buffer.from(
        codaFile({
          // A statement number of its own, so a second run of the suite is a new statement.
          sequence: String((Date.now() % 900) + 100),
          movements: [
            { sequence: 1, cents: amountCents, structured: communicationDigits(communication), counterpartyName: "DUPONT PARENT" },
            { sequence: 2, cents: 2_000, communication: donationText, counterpartyName: "MARTIN LUC" },
          ],
        }),
        "latin1",
      ),
    );

    await context.clearCookies();
    await signInAsAdmin();
    await page.goto("/admin/registrations");
    await page.getByRole("link", { name: "Importer un relevé bancaire" }).click();
    await expect(page).toHaveURL(/\/admin\/payments\/import$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relevés bancaires");

    await page.getByTestId("statement-input").setInputFiles(file);
    const report = page.getByTestId("import-report");
    await expect(report).toContainText(`${fileName} — Relevé CODA du compte BE68539007547034\u00a0: 2 crédits`);
    await expect(report).toContainText("1 paiement reçu en entier");
    await expect(report).toContainText("1 virement non rapproché");
    const donation = page.getByTestId("unmatched-movement").filter({ hasText: donationText });
    await expect(donation).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Set aside only once confirmed: cancelling the dialog leaves the credit where it was.
    await donation.getByRole("button", { name: "Hors plaines" }).click();
    const confirm = page.getByRole("dialog", { name: "Classer ce virement hors plaines\u00a0?" });
    await expect(confirm).toContainText(donationText);
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await expect(confirm).toBeHidden();
    await expect(donation).toBeVisible();
    await donation.getByRole("button", { name: "Hors plaines" }).click();
    await confirm.getByRole("button", { name: "Classer hors plaines" }).click();
    await expect(donation).toHaveCount(0);

    // The registrations list: found by its communication, paid.
    await page.goto(`/admin/registrations?q=${communicationDigits(communication)}`);
    const row = page.getByTestId("registration-row").filter({ hasText: "Ysaline" });
    await expect(row.getByRole("combobox", { name: /^Statut du paiement de Ysaline/ })).toHaveValue("paid");
    await expect(row.getByRole("combobox", { name: /^Statut de l'inscription de Ysaline/ })).toHaveValue("confirmed");

    // The treasurer's cash book: the credit received on the statement's day (06/07/2026), this
    // family's name and communication; the donation set aside is not the plaines' money.
    await page.goto(`/admin/accounting?from=&to=&activityId=${demo.family.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comptabilité");
    const credit = page.getByTestId("ledger-line").filter({ hasText: communication });
    await expect(credit).toContainText("06/07/2026");
    await expect(credit).toContainText("Reçu");
    await expect(credit).toContainText(formatEuros(amountCents));
    await expect(page.getByTestId("ledger-line").filter({ hasText: "MARTIN LUC" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Télécharger (CSV)" }).click();
    const csv = await readFile(await (await download).path(), "utf8");
    expect(csv).toContain(`;${communication.replaceAll("+++", "***")};${(amountCents / 100).toFixed(2).replace(".", ",")}`);

    // The same file again changes nothing.
    await page.goto("/admin/payments/import");
    await page.getByTestId("statement-input").setInputFiles(file);
    await expect(page.getByTestId("import-report")).toContainText("2 mouvements déjà importés");
    // Listed with the imports, newest first; its report reopens as it was given.
    const imports = page.getByTestId("statement-import").filter({ hasText: fileName });
    await expect(imports).toHaveCount(2);
    const imported = imports.first();
    await expect(imported).toContainText("2 mouvements · 2 crédits");
    await imported.getByRole("button", { name: "Voir le rapport" }).click();
    const reopened = page.getByRole("dialog", { name: "Rapport d'import" });
    await expect(reopened).toContainText("2 mouvements déjà importés");
    await reopened.getByRole("button", { name: "Fermer" }).click();

    await context.clearCookies();
    await signIn(parent);
    await page.goto("/dashboard/registrations");
    const group = page.getByRole("article", { name: demo.family.title, exact: true });
    const payments = group.getByRole("list", { name: /^Paiements?$/ }).getByRole("listitem");
    await expect(payments.filter({ hasText: "Ysaline" })).toContainText("Payé");
    await expect(payments.filter({ hasText: "Ysaline" })).toContainText(/payé le \d{1,2} \S+ \d{4}/);
    // Its numbered receipt, a PDF the parent opens.
    const receipt = payments.filter({ hasText: "Ysaline" }).getByRole("link", { name: /^Reçu n°\s\d{4}-\d{4} \(PDF\)$/ });
    await expect(receipt).toBeVisible();
    const pdf = await page.request.get((await receipt.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});
