import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BankTransferPage } from "../../../src/domain/contracts/registrations.ts";
import { codaFile } from "../../support/coda-builder.ts";
import { communicationDigits, registeredFamily } from "../family/bank-transfer-setup.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/accounts.ts";

test.describe("Refunds by SEPA file (/admin/payments/import)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a family pays too much, the treasurer ticks the refund, downloads the SEPA file, and the bank's debit, imported later, marks it refunded", async ({
    page,
    demo,
    baseURL,
    context,
    createParent,
    signIn,
    signInAsAdmin,
    mailbox,
  }, testInfo) => {
    const parent = await createParent("rembourse-sepa");
    await signIn(parent);
    const { registration } = await registeredFamily(page, baseURL, demo.family, ["Romane"]);
    const answer = await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`);
    const { amountCents, communication } = ((await answer.json()) as BankTransferPage).bankTransfer;

    // The family transferred 7,50 € too much, from an account of its own (this run's payer name).
    const run = parent.email.split("@")[0].slice(-6).toUpperCase();
    const payer = `PAYEUR ${run}`;
    const folder = await mkdtemp(path.join(tmpdir(), "releve-"));
    const file = path.join(folder, `releve-trop-percu-${run}.cod`);
    await writeFile(
      file,
      Buffer.from(
        codaFile({
          sequence: String((Date.now() % 900) + 100),
          movements: [
            {
              sequence: 1,
              cents: amountCents + 750,
              structured: communicationDigits(communication),
              counterpartyName: payer,
              counterpartyAccount: "BE71096123456769",
            },
          ],
        }),
        "latin1",
      ),
    );

    await context.clearCookies();
    await signInAsAdmin();
    await page.goto("/admin/payments/import");
    await page.getByTestId("statement-input").setInputFiles(file);
    await expect(page.getByTestId("import-report")).toContainText("1 trop-perçu à rembourser");

    const refund = page.getByTestId("refund-movement").filter({ hasText: payer });
    await expect(refund).toContainText("7,50");
    await expect(refund).toContainText("BE71 0961 2345 6769");
    await expect(refund).toContainText("Versé en trop");
    await refund.getByRole("checkbox").check();
    await expect(page.getByTestId("refund-selection")).toContainText("choisi");
    const section = page.locator('section[aria-labelledby="refunds-title"]');
    await section.screenshot({ path: testInfo.outputPath("refunds-selected.png") });
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger le fichier SEPA" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^remboursements-\d{4}-\d{2}-\d{2}-\d+\.xml$/);
    const xml = await readFile(await download.path(), "utf8");
    expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.001.001.");
    expect(xml).toContain(`<Nm>${payer}</Nm>`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">7.50</InstdAmt>');

    await expect(refund).toContainText("Dans le fichier du");
    await expect(refund.getByRole("checkbox")).toBeDisabled();
    await expect(refund.getByRole("button", { name: "Marquer comme remboursé" })).toBeVisible();
    const madeFile = page.getByTestId("refund-file").filter({ hasText: download.suggestedFilename() });
    await expect(madeFile).toContainText("sur");
    await expect(madeFile.getByRole("link", { name: /Télécharger/ })).toBeVisible();
    await section.screenshot({ path: testInfo.outputPath("refunds-in-file.png") });

    // The bank refused that file: the treasurer withdraws it (found by its own address: the day's
    // numbers are counted again), and its refund goes in a new file.
    const firstHref = await madeFile.getByRole("link", { name: /Télécharger/ }).getAttribute("href");
    const firstFile = page.getByTestId("refund-file").filter({ has: page.locator(`a[href="${firstHref}"]`) });
    await firstFile.getByRole("button", { name: /^Retirer/ }).click();
    const withdrawDialog = page.getByRole("dialog", { name: "Retirer ce fichier\u00a0?" });
    await expect(withdrawDialog).toContainText("Son virement redevient à rembourser.");
    await expect(withdrawDialog).toContainText("Ne le faites que si la banque ne l'a pas exécuté (refusé, ou jamais déposé).");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("refund-file-withdraw.png") });
    await withdrawDialog.getByRole("button", { name: "Retirer le fichier" }).click();
    await expect(page.getByText("Fichier retiré\u00a0: 1 virement redevient à rembourser")).toBeVisible();
    await expect(firstFile).toHaveCount(0);
    await expect(refund).not.toContainText("Dans le fichier du");
    await refund.getByRole("checkbox").check();
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Télécharger le fichier SEPA" }).click(),
    ]);
    const resent = await readFile(await again.path(), "utf8");
    expect(resent).toContain('<InstdAmt Ccy="EUR">7.50</InstdAmt>');
    await expect(refund).toContainText("Dans le fichier du");
    const resentFile = page.getByTestId("refund-file").filter({ has: page.locator(`a[href="${new URL(again.url()).pathname}"]`) });

    // The bank carried out the file: its next statement holds the debit with the transfer's own
    // end-to-end identifier, which marks the refund paid and tells the family, once.
    const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(resent)![1];
    expect(xml).not.toContain(endToEndId);
    const debitFile = path.join(folder, `releve-remboursement-${run}.cod`);
    await writeFile(
      debitFile,
      Buffer.from(
        codaFile({
          sequence: String(((Date.now() + 1) % 900) + 100),
          movements: [{ sequence: 1, cents: -750, endToEndId, counterpartyName: payer, counterpartyAccount: "BE71096123456769" }],
        }),
        "latin1",
      ),
    );
    await page.getByTestId("statement-input").setInputFiles(debitFile);
    await expect(page.getByTestId("import-report").filter({ hasText: path.basename(debitFile) })).toContainText("1 remboursement reconnu");
    await expect(refund).toHaveCount(0);
    await expect(resentFile).toContainText("1 sur 1");
    const told = await mailbox.waitFor(parent.email, { subject: /^Remboursement envoyé/ });
    expect(told.text).toContain("7,50");
  });
});
