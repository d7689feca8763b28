/**
 * One child paid by two payers (decision 0056), in the browser, at phone width as on desktop: the
 * parent pays the whole price by card; the administrator takes half of it for a CPAS, which
 * refunds half of the card; the CPAS's transfer, in the bank's CODA file, is matched to its share;
 * the parent sees who paid the rest; the accountant's XLSX has each sum with its payer's type and
 * adds up to the child's whole price.
 */
import { randomInt } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import readXlsxFile from "read-excel-file/node";
import type { PayerView } from "../../../src/domain/contracts/admin-payers.ts";
import { formatEuros } from "../../../src/domain/money.ts";
import { PAYMENT_METHOD_LABELS } from "../../../src/domain/registration.ts";
import { codaFile } from "../../support/coda-builder.ts";
import { communicationDigits } from "../family/bank-transfer-setup.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";

const STRUCTURED_COMMUNICATION = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/;

test.describe("A child paid by a CPAS and its parent (decision 0056)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("A CPAS pays half of a child by transfer matched from a CODA file while the parent pays the other half by card; the accountant's XLSX adds up", async ({
    page,
    demo,
    baseURL,
    context,
    createParent,
    signIn,
    signInAsAdmin,
  }) => {
    const plaine = demo.family;
    const wholeCents = plaine.price.standard;
    const halfCents = Math.round(wholeCents / 2);

    // 1. A new parent registers Lina on the registration form and pays by card (the simulated checkout).
    const parent = await createParent("cpas-et-carte");
    await signIn(parent);
    await addChild(page, baseURL, { firstName: "Lina", birthDate: birthDateForAge(Math.ceil(plaine.ageRange.min), plaine.startDate) });
    await page.goto(`/register/${plaine.id}`);
    const form = page.getByRole("form", { name: "Inscription" });
    await form.getByRole("checkbox", { name: /Lina/ }).check();
    await expect(form.getByRole("radio", { name: /Carte bancaire \/ Bancontact/ })).toBeChecked();
    await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
    await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
    await expect(page.getByText("Paiement simulé — aucun montant n'est débité")).toBeVisible();
    await expect(page.getByTestId("simulated-amount")).toHaveText(euroPattern(wholeCents));
    await page.getByRole("button", { name: "Simuler un paiement réussi" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
    await expect(page.getByRole("main").getByTestId("checkout-amount")).toHaveText(euroPattern(wholeCents));

    // The organisation's name and the bank's movement are this run's own: the desktop and phone
    // runs share a server, and other specs import statements into the same account.
    const run = parent.email.split("@")[0].slice(-8);
    const cpas = `CPAS de Schaerbeek ${run}`;

    // 2. The CPAS in the directory (its form is admin-payers.spec.ts's subject), then half of Lina's
    // price taken for it from her row of the registrations.
    await context.clearCookies();
    await signInAsAdmin();
    const created = await page.request.post("/api/admin/payers", {
      data: {
        kind: "cpas",
        name: cpas,
        contactName: "Service social",
        email: `service-social-${run}@example.org`,
        iban: "BE68539007547034",
      },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(created.status(), await created.text()).toBe(201);
    const payerId = ((await created.json()) as PayerView).id;

    await page.goto(`/admin/registrations?q=${encodeURIComponent(parent.email)}`);
    const row = page.getByTestId("registration-row").filter({ hasText: "Lina" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("combobox", { name: /^Statut du paiement de Lina/ })).toHaveValue("paid");
    await row.getByRole("button", { name: /^Prise en charge… de l'inscription de Lina/ }).click();
    const dialog = page.getByRole("dialog", { name: "Prise en charge par un organisme" });
    await dialog.getByLabel("Organisme").selectOption({ label: cpas });
    await dialog.getByLabel("Pourcentage du prix").check();
    await dialog.getByLabel(/^Pourcentage pris en charge/).fill("50");
    await expect(dialog.getByTestId("share-preview")).toContainText(
      `part de la famille après\u00a0: ${formatEuros(wholeCents - halfCents)}`,
    );
    await dialog.getByRole("button", { name: "Enregistrer la prise en charge" }).click();
    // Paid by card: the difference goes back to the card, as the server's message says.
    await expect(toast(page, "Prise en charge enregistrée")).toContainText(
      `${formatEuros(halfCents)} sont remboursés sur la carte de la famille.`,
    );
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("registration-payer-share")).toHaveText(`Pris en charge par ${cpas}\u00a0: ${formatEuros(halfCents)}`);
    await expect(row).toContainText(`Part de la famille\u00a0: ${formatEuros(wholeCents - halfCents)}`);

    // 3. The share to chase, with its own structured communication.
    await page.goto("/admin/payers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organismes payeurs");
    const share = page.getByTestId("payer-share").filter({ hasText: cpas });
    await expect(share).toHaveCount(1);
    await expect(share).toContainText("Lina");
    await expect(share).toContainText(formatEuros(halfCents));
    await expect(share.getByText("À recevoir", { exact: true })).toBeVisible();
    await expect(share).toContainText(STRUCTURED_COMMUNICATION);
    await expectNoSeriousA11yViolations(page);
    const communication = STRUCTURED_COMMUNICATION.exec((await share.textContent()) ?? "")![0];

    // The CPAS's transfer in the bank's file of the day, imported on the bank page.
    const folder = await mkdtemp(path.join(tmpdir(), "releve-cpas-"));
    const fileName = `releve-cpas-${run}.cod`;
    const file = path.join(folder, fileName);
    await writeFile(
      file,
      Buffer.from(
        codaFile({
          sequence: String((Date.now() % 900) + 100),
          // A movement number no other spec uses, so no movement of theirs is taken for this one.
          movements: [
            {
              sequence: randomInt(1000, 10_000),
              cents: halfCents,
              structured: communicationDigits(communication),
              counterpartyName: "CPAS DE SCHAERBEEK",
              counterpartyAccount: "BE68539007547034",
            },
          ],
        }),
        "latin1",
      ),
    );
    await page.goto("/admin/payments/import");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Relevés bancaires");
    await page.getByTestId("statement-input").setInputFiles(file);
    const report = page.getByTestId("import-report").filter({ hasText: fileName });
    await expect(report).toContainText("1 crédit");
    await expect(report).toContainText("1 paiement reçu en entier");
    await expect(report).not.toContainText("non rapproché");

    // Received: this CPAS has nothing left to receive, and its share is 'Reçu' among those received.
    await page.goto(`/admin/payers?payerId=${payerId}`);
    await expect(page.getByText("Aucune part à recevoir\u00a0: tout ce qui a été demandé est reçu.")).toBeVisible();
    await expect(share).toHaveCount(0);
    await page.getByRole("search", { name: "Organisme et statut" }).getByLabel("Statut").selectOption({ label: "Reçues" });
    await expect(page).toHaveURL(/[?&]status=paid\b/);
    await expect(share.getByText("Reçu", { exact: true })).toBeVisible();
    await expect(share).toContainText(communication);

    // 4. The parent sees who paid the rest and what the family paid: half.
    await context.clearCookies();
    await signIn(parent);
    await page.goto("/dashboard/registrations");
    const group = page.getByRole("article", { name: plaine.title, exact: true });
    await expect(group.getByTestId("payer-share")).toHaveText(`Pris en charge par ${cpas}\u00a0: ${formatEuros(halfCents)}`);
    await expect(group.getByTestId("registration-amount")).toHaveText(`Montant\u00a0: ${formatEuros(wholeCents - halfCents)}`);

    // 5. The accountant's cash book of this plaine, as an XLSX file.
    await context.clearCookies();
    await signInAsAdmin();
    await page.goto("/admin/accounting?from=&to=");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comptabilité");
    await page.getByRole("search", { name: "Période et plaine" }).getByLabel("Plaine").selectOption(plaine.id);
    await expect(page).toHaveURL(new RegExp(`[?&]activityId=${plaine.id}\\b`));
    const xlsxLink = page.getByRole("link", { name: "Télécharger (XLSX)" });
    await expect(xlsxLink).toHaveAttribute("href", new RegExp(`activityId=${plaine.id}`));
    const answer = await page.request.get((await xlsxLink.getAttribute("href"))!);
    expect(answer.status()).toBe(200);
    const [sheet] = await readXlsxFile(await answer.body());
    const [header, ...rows] = sheet.data;
    const column = (label: string) => {
      const index = header.indexOf(label);
      expect(index, `the column '${label}'`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const [amount, payerType, payer, method, reference] = [
      column("Montant (€)"),
      column("Type de payeur"),
      column("Payeur"),
      column("Moyen de paiement"),
      column("Référence"),
    ];
    // Other journeys use this plaine too: this child's lines are those of the CPAS's line's reference.
    const cpasLines = rows.filter((line) => line[payer] === cpas);
    expect(cpasLines).toHaveLength(1);
    const [cpasLine] = cpasLines;
    expect(cpasLine[payerType]).toBe("CPAS");
    expect(cpasLine[amount]).toBe(halfCents / 100);
    const lines = rows.filter((line) => line[reference] === cpasLine[reference]);
    for (const line of lines) expect(typeof line[amount]).toBe("number");
    const parentLines = lines.filter((line) => line[payerType] === "Parent");
    // The card's whole price received, and the half given back to it (negative).
    expect(parentLines.map((line) => line[amount] as number).sort((a, b) => a - b)).toEqual([-halfCents / 100, wholeCents / 100]);
    for (const line of parentLines) expect(line[method]).toBe(PAYMENT_METHOD_LABELS.stripe);
    expect(cpasLine[method]).toBe(PAYMENT_METHOD_LABELS.bank_transfer);
    expect(lines).toHaveLength(3);
    // What the plaine kept: the card received, less its refund, plus the CPAS's transfer.
    expect(lines.reduce((sum, line) => sum + (line[amount] as number), 0)).toBeCloseTo(wholeCents / 100, 2);
  });
});
