/**
 * A tariff claimed at registration, on a phone: a family chooses the reduced tariff for its child,
 * declares on its honour that the child qualifies, sends the proof (a small PDF), registers by
 * transfer and reads 'à vérifier' in 'Mes inscriptions'; an administrator opens the proof from
 * 'Demandes de tarif' and approves the claim; the family reads 'accordé' and gets the e-mail, then
 * transfers the reduced price, which the administrator's import of the bank's CODA file matches.
 */
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import type { BankTransferPage } from "../../../src/domain/contracts/registrations.ts";
import type { TariffCategoriesView, TariffChargeView } from "../../../src/domain/contracts/admin-tariffs.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";
import { typedActivityForm } from "../../support/activity-form.ts";
import { codaFile } from "../../support/coda-builder.ts";
import { communicationDigits } from "./bank-transfer-setup.ts";

const PROOF = new URL("../../fixtures/tariffs/attestation-bim.pdf", import.meta.url);

test("a family claims the reduced tariff with its proof, and an administrator approves it", async ({
  page,
  playwright,
  adminCookies,
  createParent,
  signIn,
  signInAsAdmin,
  mailbox,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const stamp = randomUUID().slice(0, 8);

  // A plaine of 80 € whose own 'Tarif réduit' (the demo's social tariff, with its proof) is 40 €.
  const admin = await playwright.request.newContext({ baseURL, storageState: { cookies: adminCookies, origins: [] } });
  const categories = (await (await admin.get("/api/admin/tariffs/categories")).json()) as TariffCategoriesView;
  const reduced = categories.categories.find((category) => category.name === "Tarif réduit" && category.proofRequired)!;
  expect(reduced, "the demo's 'Tarif réduit' asks a proof").toBeDefined();
  const { charge } = (await (await admin.get("/api/admin/tariffs/charge")).json()) as TariffChargeView;
  // After every demo plaine: a public plaine of this run must not change the home page's three
  // soonest, which the server-rendering specs check against the demo content.
  const start = addDaysIso(brusselsToday(), 200);
  const title = `Plaine des tarifs ${stamp}`;
  const created = await admin.post("/api/admin/activities", {
    headers: { Origin: origin },
    data: { ...typedActivityForm(start, { title, capacity: "10" }), tariffs: [{ categoryId: reduced.id, price: "40" }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const plaine = ((await created.json()) as { activity: { id: string } }).activity;
  await admin.dispose();

  // The family registers Léa at the reduced tariff, by transfer.
  const parent = await createParent("tarif");
  await signIn(parent);
  await addChild(page, baseURL, { firstName: "Léa", birthDate: birthDateForAge(7, start) });
  await page.goto(`/register/${plaine.id}`);
  const form = page.getByRole("form", { name: "Inscription" });
  await form.getByRole("checkbox", { name: /^Léa Dupont/ }).check();
  await form.getByRole("radio", { name: /Virement bancaire/ }).check();
  await form.getByRole("combobox", { name: "Tarif de Léa" }).selectOption({ label: `Tarif réduit — ${"40,00\u00a0€"}` });
  const declaration = form.getByRole("checkbox", { name: /^Je déclare sur l'honneur que Léa remplit les conditions/ });
  await expect(declaration).toBeVisible();
  await form.getByRole("checkbox", { name: /J'accepte les/ }).check();

  // Sent without the declaration nor the proof: refused in the form, in French.
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(form.getByText("Cochez la déclaration sur l'honneur pour demander ce tarif.")).toBeVisible();
  await declaration.check();
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(form.getByText("Ajoutez la preuve demandée pour ce tarif.")).toBeVisible();

  // The proof goes at once; its name is shown.
  await form
    .getByLabel(/^Preuve/)
    .setInputFiles({ name: "attestation-bim.pdf", mimeType: "application/pdf", buffer: await readFile(PROOF) });
  await expect(form.getByTestId("proof-file-name")).toHaveText("attestation-bim.pdf");
  await expect(form.getByText("Ajoutez la preuve demandée pour ce tarif.")).toHaveCount(0);
  // By transfer the tariff is counted at once where the organiser says so; else the standard price until the check.
  const charged = charge === "tariff" ? 4000 : 8000;
  await expect(page.getByTestId("total-price")).toHaveText(euroPattern(charged));
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("formulaire-tarif", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
  await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=/);
  const registrationId = new URL(page.url()).searchParams.get("registration_id")!;
  const confirmation = await mailbox.waitFor(parent.email, { subject: `Confirmation d'inscription\u00a0: ${title}` });
  expect(confirmation.text).toContain("Vous avez demandé le tarif «\u00a0Tarif réduit\u00a0»");

  await page.goto("/dashboard/registrations");
  await expect(page.getByTestId("tariff-claim").filter({ hasText: "Tarif réduit" })).toHaveText("Tarif réduit\u00a0: à vérifier");

  // The administrator, on the same phone: 'Demandes de tarif', the proof, 'Accorder'.
  await signInAsAdmin();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
  const fold = page.getByRole("button", { name: /Administration/ });
  if (await fold.isVisible()) await fold.click();
  const menu = page.getByRole("navigation", { name: "Gestion du site" });
  await expect(menu.getByTestId("pending-tariff-claims")).toBeVisible();
  await menu.getByRole("link", { name: /^Demandes de tarif/ }).click();
  await expect(page).toHaveURL("/admin/tariff-claims");
  const card = page.getByRole("article", { name: "Demande de tarif de Léa Dupont" }).filter({ hasText: title });
  await expect(card).toContainText("Tarif réduit");
  await expect(card).toContainText("attestation-bim.pdf");

  const proofLink = card.getByRole("link", { name: /Voir la preuve/ });
  const proof = await page.request.get((await proofLink.getAttribute("href"))!);
  expect(proof.status()).toBe(200);
  expect(proof.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.compare(await proof.body(), await readFile(PROOF))).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("demandes-de-tarif", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });

  await card.getByRole("button", { name: "Accorder le tarif de Léa Dupont" }).click();
  const dialog = page.getByRole("dialog", { name: "Accorder le tarif à Léa Dupont\u00a0?" });
  await dialog.getByRole("button", { name: "Accorder le tarif" }).click();
  await expect(toast(page, "Tarif accordé")).toBeVisible();
  await expect(card.getByTestId("claim-decision")).toContainText("Accordé le");
  await expect(card.getByRole("button", { name: /Accorder/ })).toHaveCount(0);

  // The family is told, and reads it in 'Mes inscriptions'.
  const told =
    charge === "tariff"
      ? await mailbox.waitFor(parent.email, { subject: `Tarif accordé\u00a0: ${title}` })
      : await mailbox.waitFor(parent.email, { subject: `Prix modifié\u00a0: ${title}` });
  expect(told.text).toContain("Tarif réduit");
  await signIn(parent);
  await page.goto("/dashboard/registrations");
  await expect(page.getByTestId("tariff-claim").filter({ hasText: "Tarif réduit" })).toHaveText("Tarif réduit\u00a0: accordé");

  // The family transfers the reduced price; the bank's CODA file of the day, imported by the
  // administrator on the phone, pays the registration.
  const transfer = ((await (await page.request.get(`/api/registrations/${registrationId}/bank-transfer`)).json()) as BankTransferPage)
    .bankTransfer;
  expect(transfer.amountCents, "the reduced price, once the tariff is granted").toBe(4000);
  const folder = await mkdtemp(path.join(tmpdir(), "releve-tarif-"));
  const statement = path.join(folder, `releve-tarif-${stamp}.cod`);
  await writeFile(
    statement,
    Buffer.from(
      codaFile({
        sequence: String((Date.now() % 900) + 100),
        movements: [
          { sequence: 1, cents: 4000, structured: communicationDigits(transfer.communication), counterpartyName: "DUPONT PARENT" },
        ],
      }),
      "latin1",
    ),
  );
  await signInAsAdmin();
  await page.goto("/admin/payments/import");
  await page.getByTestId("statement-input").setInputFiles(statement);
  await expect(page.getByTestId("import-report")).toContainText("1 paiement reçu en entier");
  await signIn(parent);
  await page.goto("/dashboard/registrations");
  const payment = page
    .getByRole("list", { name: /^Paiements?$/ })
    .getByRole("listitem")
    .filter({ hasText: "Léa" });
  await expect(payment).toContainText("Payé");
});
