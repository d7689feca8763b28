import { expect, test, toast } from "../support/accounts.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";

test.describe("Administration settings", () => {
  test("show the e-mail transport, send a test e-mail and follow its delivery in the outbox", async ({ page, signInAsAdmin, mailbox }) => {
    await signInAsAdmin();
    await page.goto("/admin");
    // The dashboard's tile (the sidebar links to the same page).
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: /Paramètres/ })
      .click();
    await expect(page).toHaveURL("/admin/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres");

    const system = page.getByRole("region", { name: "Informations système" });
    await expect(system.getByTestId("mail-transport")).toHaveText("SMTP");

    const before = (await mailbox.messagesTo(E2E_ADMIN.email)).filter((mail) => mail.subject === "Test d'envoi d'e-mail").length;
    await page.getByRole("button", { name: "Envoyer un e-mail de test" }).click();
    await expect(toast(page, "E-mail de test envoyé")).toBeVisible();
    await mailbox.waitFor(E2E_ADMIN.email, { subject: "Test d'envoi d'e-mail", count: before + 1 });

    // The list follows the delivery: the newest test message ends up "Envoyé", one attempt.
    const outbox = page.getByRole("region", { name: "E-mails envoyés" });
    const row = outbox.getByTestId("mail-row").filter({ hasText: "Test d'envoi d'e-mail" }).first();
    await expect(row).toContainText(E2E_ADMIN.email);
    await expect(row).toContainText("Test");
    await expect(row.getByText("Envoyé", { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(row.getByRole("cell").nth(5)).toHaveText("1");
    await expect(outbox.getByRole("columnheader")).toHaveText([
      "Créé le",
      "Type",
      "Destinataire",
      "Objet",
      "État",
      "Tentatives",
      "Envoi",
      "Dernière erreur",
    ]);
  });

  test("list the account e-mails with their French state", async ({ page, signInAsAdmin, createParent }) => {
    const parent = await createParent("outbox");
    await signInAsAdmin();
    await page.goto("/admin/settings");
    const row = page.getByRole("region", { name: "E-mails envoyés" }).getByTestId("mail-row").filter({ hasText: parent.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Confirmation d'adresse");
    await expect(row).toContainText("Confirmez votre adresse e-mail");
    await expect(row.getByText(/^(Envoyé|En attente)$/)).toBeVisible();
  });
});
