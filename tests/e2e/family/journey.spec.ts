/**
 * The parent's whole way, in the browser only: two children added on the children page, both
 * registered by bank transfer from the plaine's page, the family discount seen before paying,
 * the confirmation e-mail read from the real SMTP server (communication, QR code, copy to the
 * association), and the registration found in the history.
 */
import { expect, test, toast } from "../support/accounts.ts";
import { E2E_REGISTRATIONS_MAILBOX } from "../support/demo-data.ts";
import { birthDateForAge, fillEmergencyContact } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";
import { decodeQrPng } from "../../support/qr.ts";
import { MEDICAL_CONSENT_LABEL } from "../../../src/domain/medical-consent.ts";
import { DEMO_ACCOUNT_NOTICE, DEMO_QR_INFORMATION } from "../../../src/domain/association.ts";

const COMMUNICATION = /\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+/;

test("a parent adds two children, registers both by bank transfer and finds everything again", async ({
  page,
  createParent,
  signIn,
  mailbox,
  demo,
}) => {
  test.slow();
  const parent = await createParent("journey");
  await signIn(parent);
  const plaine = demo.family;

  // 1. Two children, through the dialog of "Mes enfants".
  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Mes enfants/ }).click();
  await expect(page).toHaveURL("/dashboard/children");
  const children = [
    { firstName: "Emma", birthDate: birthDateForAge(7, plaine.startDate), allergies: "Arachides" },
    { firstName: "Louis", birthDate: birthDateForAge(5, plaine.startDate), allergies: "" },
  ];
  for (const child of children) {
    await page.getByRole("button", { name: "Ajouter un enfant" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Ajouter un enfant" });
    await dialog.getByLabel("Prénom").fill(child.firstName);
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill(parent.lastName);
    await dialog.getByLabel("Date de naissance").fill(child.birthDate);
    await fillEmergencyContact(dialog);
    if (child.allergies) {
      await dialog.getByLabel("Allergies").fill(child.allergies);
      await dialog.getByLabel(MEDICAL_CONSENT_LABEL).check();
    }
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Enfant ajouté avec succès").first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  // 2. From the plaine's page to its registration form.
  await page.goto(`/activities/${plaine.id}`);
  await page.getByRole("link", { name: "S'inscrire" }).first().click();
  await expect(page).toHaveURL(`/register/${plaine.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inscription à la plaine\u00a0: ${plaine.title}`);
  // A page load (from a public page): the server's page shows before its buttons answer.
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const form = page.getByRole("form", { name: "Inscription" });
  await form.getByRole("button", { name: "Tout sélectionner" }).click();
  // Two children at 80 €: the 10 € family discount, 150 € to pay.
  await expect(page.getByTestId("family-discount")).toContainText("Réduction famille (2 enfants)");
  await expect(page.getByTestId("family-discount")).toContainText(euroPattern(1000));
  await expect(page.getByTestId("total-price")).toHaveText(euroPattern(15000));
  await form.getByRole("radio", { name: /Virement bancaire/ }).check();
  await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
  await form.getByRole("button", { name: "Confirmer l'inscription" }).click();

  // 3. The payment instructions.
  await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=[0-9a-f-]{36}$/);
  const registrationId = new URL(page.url()).searchParams.get("registration_id")!;
  const reference = registrationId.slice(-8);
  const main = page.getByRole("main");
  await expect(main).toContainText(euroPattern(15000));
  await expect(main).toContainText("BE68 5390 0754 7034");
  // The demonstration's sample account says it is not to be paid: on the page, in the e-mail and in the QR code.
  await expect(main).toContainText(DEMO_ACCOUNT_NOTICE);
  await expect(main).toContainText(COMMUNICATION);
  const communication = (await main.textContent())!.match(COMMUNICATION)![0];
  await expect(main.getByText("E-mail de confirmation envoyé\u00a0!").first()).toBeVisible({ timeout: 15_000 });

  // 4. The e-mail, as the SMTP server received it: to the parent, copied to the association.
  const mail = await mailbox.waitFor(parent.email, { subject: `Confirmation d'inscription\u00a0: ${plaine.title}` });
  expect(mail.to).toEqual([parent.email.toLowerCase()]);
  expect(mail.cc).toEqual([E2E_REGISTRATIONS_MAILBOX]);
  expect(mail.text).toContain(communication);
  expect(mail.text).toContain("BE68 5390 0754 7034");
  expect(mail.text).toContain(DEMO_ACCOUNT_NOTICE);
  expect(mail.text).toMatch(euroPattern(15000));
  expect(mail.text).toContain(reference);
  for (const child of children) expect(mail.text).toContain(child.firstName);
  // Never the medical file.
  expect(mail.text + mail.html).not.toContain("Arachides");
  // The QR code is an inline image a banking app reads as the same transfer.
  const qr = mail.attachments.find((file) => file.contentType === "image/png");
  expect(qr, "the QR code attached to the e-mail").toBeDefined();
  // The HTML shows it in place: mailparser resolves the cid: link into the image's data.
  expect(qr!.cid).toBeTruthy();
  expect(mail.html).toContain(`data:image/png;base64,${qr!.base64.slice(0, 64)}`);
  const payload = decodeQrPng(Buffer.from(qr!.base64, "base64"));
  expect(payload?.split("\n")).toEqual([
    "BCD",
    "002",
    "1",
    "SCT",
    "TRIOBEBB",
    "Plaines Soleil ASBL",
    "BE68539007547034",
    "EUR150.00",
    "",
    communication.replace(/\D/g, ""),
    "",
    DEMO_QR_INFORMATION,
  ]);

  // 5. The history: one group, both children, the amount and what is still to pay.
  await page.getByRole("link", { name: "Voir mes inscriptions" }).click();
  await expect(page).toHaveURL("/dashboard/registrations");
  const group = page.getByRole("article", { name: plaine.title, exact: true });
  await expect(group).toHaveCount(1);
  await expect(group).toContainText("Emma Dupont");
  await expect(group).toContainText("Louis Dupont");
  await expect(group).toContainText(euroPattern(15000));
  await expect(group).toContainText(reference);
  await expect(group).toContainText("En attente");
  // Unpaid: the instructions and the QR code are there again.
  await group.getByText("Instructions de virement").click();
  await expect(group.getByRole("group").getByText(communication)).toBeVisible();
  await expect(group.getByRole("img", { name: /Code QR du virement/ })).toBeVisible();
  // The communication also stands beside the payment's reference.
  await expect(group.getByTestId("payment-communication")).toContainText(communication);

  // Nothing was sent twice, whatever was reloaded.
  await page.reload();
  await expect(page.getByRole("article", { name: plaine.title, exact: true })).toHaveCount(1);
  expect((await mailbox.messagesTo(parent.email)).filter((m) => m.subject.startsWith("Confirmation d'inscription"))).toHaveLength(1);
});
