/**
 * A voucher handed in at registration (decision 0056), at phone width as on desktop: a family
 * registers its child by transfer and declares a 'chèque sport' of 30 € from an issuer of the
 * directory; the transfer asks the price less the voucher, and 'Mes inscriptions' shows the voucher
 * 'À recevoir'; the administrator marks it received on 'Organismes payeurs' when the paper is
 * handed in, and the family reads 'Reçu'.
 */
import type { Locator, Page } from "@playwright/test";
import type { PayerView } from "../../../src/domain/contracts/admin-payers.ts";
import { formatEuros } from "../../../src/domain/money.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";

const VOUCHER_CENTS = 3000;

/** The value shown for a label (a <dt>, then the first element of its <dd>, beside any copy button). */
function field(scope: Page | Locator, label: string): Locator {
  return scope
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]/*[1]");
}

async function screenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

test("a family hands in a voucher for its child: the transfer asks the rest, the administrator marks the voucher received", async ({
  page,
  demo,
  baseURL,
  context,
  createParent,
  signIn,
  signInAsAdmin,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const plaine = demo.family;
  const priceCents = plaine.price.standard;
  const parent = await createParent("cheque");
  // The issuer's name and the voucher's number are this run's own: the desktop and phone runs share a server.
  const run = parent.email.split("@")[0].slice(-8);
  const issuer = `Ville de Wavre — chèques sport ${run}`;
  const voucherNumber = `CS-${run}`;
  const voucherLine = `Chèque n°\u00a0${voucherNumber} (${issuer})\u00a0: ${formatEuros(VOUCHER_CENTS)}`;

  // 1. The issuer in the directory, as the administrator adds it (the directory's form is admin-payers.spec.ts's subject).
  await signInAsAdmin();
  const created = await page.request.post("/api/admin/payers", {
    data: { kind: "voucher", name: issuer, contactName: "Service des sports", email: `sports-${run}@example.org` },
    headers: { Origin: origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as PayerView).kind).toBe("voucher");
  await context.clearCookies();

  // 2. The family registers Léa by transfer, with her voucher of 30 €.
  await signIn(parent);
  await addChild(page, baseURL, { firstName: "Léa", birthDate: birthDateForAge(Math.ceil(plaine.ageRange.min), plaine.startDate) });
  await page.goto(`/register/${plaine.id}`);
  const form = page.getByRole("form", { name: "Inscription" });
  await form.getByRole("checkbox", { name: /^Léa Dupont/ }).check();
  await form.getByRole("radio", { name: /Virement bancaire/ }).check();
  const voucher = form.getByRole("group", { name: "Chèque pour Léa" });
  await voucher.getByRole("checkbox", { name: "J'utilise un chèque (sport, culture…)" }).check();
  await voucher.getByLabel("Émetteur").selectOption({ label: issuer });
  await voucher.getByLabel("Numéro du chèque").fill(voucherNumber);
  // More than the child's price: refused in the form, in French, before anything is sent.
  await voucher.getByLabel("Montant (€)").fill(String(priceCents / 100 + 5));
  await form.getByRole("checkbox", { name: /J'accepte les/ }).check();
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(voucher.getByText(`Le chèque ne peut pas dépasser le prix de l'enfant (${formatEuros(priceCents)}).`)).toBeVisible();
  await voucher.getByLabel("Montant (€)").fill("30");
  await expect(page.getByTestId("voucher-price")).toHaveText(
    `Chèque n°\u00a0${voucherNumber} (${issuer})\u2212${formatEuros(VOUCHER_CENTS)}`,
  );
  await expect(page.getByTestId("total-price")).toHaveText(euroPattern(priceCents - VOUCHER_CENTS));
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "formulaire-cheque");

  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=/);
  // The transfer asks the price less the voucher.
  await expect(field(page, "Montant à virer")).toHaveText(euroPattern(priceCents - VOUCHER_CENTS));

  // 3. 'Mes inscriptions': the voucher under Léa, to be received.
  await page.goto("/dashboard/registrations");
  const share = page.getByTestId("payer-share").filter({ hasText: voucherNumber });
  await expect(share).toHaveText(`${voucherLine} À recevoir`);
  await expect(share.getByTestId("payer-share-status")).toHaveText("À recevoir");
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "mes-inscriptions-cheque-a-recevoir");

  // 4. The paper handed in: the administrator marks the voucher received on 'Organismes payeurs'.
  await context.clearCookies();
  await signInAsAdmin();
  await page.goto("/admin/payers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organismes payeurs");
  const row = page.getByTestId("payer-share").filter({ hasText: voucherNumber });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("voucher-number")).toHaveText(`Chèque n°\u00a0${voucherNumber}`);
  await expect(row).toContainText(issuer);
  await expect(row).toContainText("Léa Dupont");
  await expect(row.getByText("À recevoir", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, "organismes-cheque-a-recevoir");

  await row.getByRole("button", { name: /^Marquer reçu/ }).click();
  const dialog = page.getByRole("dialog", { name: "Marquer le chèque reçu\u00a0?" });
  await expect(dialog).toContainText(
    `Le chèque (ou le paiement) de ${formatEuros(VOUCHER_CENTS)} a été remis\u00a0: la part est marquée reçue aujourd'hui.`,
  );
  await screenshot(page, "organismes-marquer-recu");
  await dialog.getByRole("button", { name: "Marquer reçu" }).click();
  await expect(toast(page, "Chèque reçu")).toContainText(`Chèque n°\u00a0${voucherNumber} marqué reçu`);
  await expect(dialog).toBeHidden();
  // No longer to receive: it leaves the list of what is awaited, and is among what was received.
  await expect(row).toHaveCount(0);
  await page.goto("/admin/payers?status=paid");
  const received = page.getByTestId("payer-share").filter({ hasText: voucherNumber });
  await expect(received.getByText("Reçu", { exact: true })).toBeVisible();
  await expect(received.getByRole("button", { name: /^Marquer reçu/ })).toHaveCount(0);

  // 5. The family reads that the association has the voucher.
  await context.clearCookies();
  await signIn(parent);
  await page.goto("/dashboard/registrations");
  await expect(share).toHaveText(`${voucherLine} Reçu`);
  await expect(share.getByTestId("payer-share-status")).toHaveText("Reçu");
  await screenshot(page, "mes-inscriptions-cheque-recu");
});
