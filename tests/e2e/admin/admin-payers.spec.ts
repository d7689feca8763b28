import type { BankTransferPage } from "../../../src/domain/contracts/registrations.ts";
import { formatEuros } from "../../../src/domain/money.ts";
import { communicationDigits, registeredFamily } from "../family/bank-transfer-setup.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";

test.describe("Organisations that pay a share (/admin/payers, decision 0056)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the administrator adds a CPAS, takes half of a child's price for it, the family pays the rest, the CPAS's payment request is listed with its PDF", async ({
    page,
    demo,
    baseURL,
    context,
    createParent,
    signIn,
    signInAsAdmin,
  }) => {
    const parent = await createParent("prise-en-charge");
    await signIn(parent);
    const { registration } = await registeredFamily(page, baseURL, demo.family, ["Nora"]);
    const before = (
      (await (await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`)).json()) as BankTransferPage
    ).bankTransfer;
    const halfCents = Math.round(before.amountCents / 2);

    // The organisation's name is this run's own: the desktop and phone runs share a server.
    const run = parent.email.split("@")[0].slice(-8);
    const cpas = `CPAS de Forest ${run}`;

    await context.clearCookies();
    await signInAsAdmin();
    await page.goto("/admin/payers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organismes payeurs");
    await page.getByRole("button", { name: "Ajouter un organisme" }).click();
    const form = page.getByRole("dialog", { name: "Ajouter un organisme" });
    await form.getByLabel("Type").selectOption({ label: "CPAS" });
    await form.getByLabel("Nom").fill(cpas);
    await form.getByLabel("Personne de contact").fill("Anne Lambert");
    await form.getByLabel("E-mail").fill(`service-social-${run}@example.org`);
    await form.getByLabel("IBAN (optionnel)").fill("BE68539007547034");
    await form.getByRole("button", { name: "Ajouter l'organisme" }).click();
    await expect(toast(page, "Organisme ajouté")).toBeVisible();
    await expect(form).toBeHidden();
    const directoryRow = page.getByTestId("payer-row").filter({ hasText: cpas });
    await expect(directoryRow).toContainText("BE68 5390 0754 7034");

    // Half of Nora's price, taken from her row of the registrations.
    await page.goto(`/admin/registrations?q=${communicationDigits(before.communication)}`);
    const row = page.getByTestId("registration-row").filter({ hasText: "Nora" });
    await expect(row).toContainText(formatEuros(before.amountCents));
    await row.getByRole("button", { name: /^Prise en charge… de l'inscription de Nora/ }).click();
    const dialog = page.getByRole("dialog", { name: "Prise en charge par un organisme" });
    await dialog.getByLabel("Organisme").selectOption({ label: cpas });
    await dialog.getByLabel("Pourcentage du prix").check();
    await dialog.getByLabel(/^Pourcentage pris en charge/).fill("50");
    await expect(dialog.getByTestId("share-preview")).toContainText(
      `part de la famille après\u00a0: ${formatEuros(before.amountCents - halfCents)}`,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Enregistrer la prise en charge" }).click();
    await expect(toast(page, "Prise en charge enregistrée")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("registration-payer-share")).toHaveText(`Pris en charge par ${cpas}\u00a0: ${formatEuros(halfCents)}`);
    await expect(row).toContainText(formatEuros(before.amountCents - halfCents));

    // The share to chase, with its number and communication; its payment request as a PDF.
    await page.goto("/admin/payers");
    const share = page.getByTestId("payer-share").filter({ hasText: cpas });
    await expect(share).toHaveCount(1);
    await expect(share).toContainText("Nora");
    await expect(share).toContainText(demo.family.title);
    await expect(share).toContainText(formatEuros(halfCents));
    await expect(share).toContainText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
    await expect(share).toContainText("50\u00a0% du prix");
    await expect(page.getByTestId("payer-row").filter({ hasText: cpas })).toContainText(formatEuros(halfCents));
    await expectNoSeriousA11yViolations(page);
    const pdfLink = share.getByRole("link", { name: /^PDF/ });
    const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // Its invoice, issued when the share was taken (decision 0057).
    const invoiceLink = share.getByRole("link", { name: /^Facture n°\s\d{4}-\d{4}$/ });
    const invoice = await page.request.get((await invoiceLink.getAttribute("href"))!);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()["content-type"]).toBe("application/pdf");

    // The family sees what the CPAS pays and is asked only its own part.
    await context.clearCookies();
    await signIn(parent);
    const after = (
      (await (await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`)).json()) as BankTransferPage
    ).bankTransfer;
    expect(after.amountCents).toBe(before.amountCents - halfCents);
    await page.goto("/dashboard/registrations");
    const group = page.getByRole("article", { name: demo.family.title, exact: true });
    await expect(group.getByTestId("payer-share").filter({ hasText: cpas })).toHaveText(
      `Pris en charge par ${cpas}\u00a0: ${formatEuros(halfCents)}`,
    );
  });
});
