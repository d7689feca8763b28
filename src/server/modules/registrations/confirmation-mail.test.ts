import { transferDeadlineSentence } from "../../../domain/bank-transfers.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BankTransferPage, RegistrationResult } from "../../../domain/contracts/registrations.ts";
import type { ConfirmationState } from "../../../domain/registration.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChildren, insertParent } from "../../../../tests/support/families.ts";
import { decodeQrPng } from "../../../../tests/support/qr.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../../tests/support/smtp.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

/** The confirmation e-mail through a real SMTP server: once, with a copy, and a QR code a banking app can read. */
describe.each(ENGINES)("registration confirmation e-mail on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(engine, { SMTP_URL: smtp.url, REGISTRATIONS_MAILBOX: "inscriptions@plaines-soleil.be" });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("is delivered exactly once to the parent with a copy, the QR code inline and decodable", async () => {
    const parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    const activity = await insertActivity(t.db, { title: "Les aventuriers", priceStandardCents: 7500 });
    const kids = await insertChildren(t.db, parent.id, [{ firstName: "Léa", allergies: "Arachides" }, { firstName: "Tom" }]);
    const response = await postTransferRegistration(
      t,
      parent.cookie,
      activity.id,
      kids.map((kid) => kid.id),
    );
    const { registrationId } = response.json<RegistrationResult>();

    // The success page polls, reloads, opens a second tab: nothing queues a second message.
    const poll = () =>
      t.app.inject({ method: "GET", url: `/api/registrations/${registrationId}/confirmation`, headers: { cookie: parent.cookie } });
    await t.app.context.mailWorker.deliverDue();
    await smtp.waitForMessages(1);
    for (let i = 0; i < 3; i += 1) expect((await poll()).json<{ state: ConfirmationState }>().state).toBe("sent");
    expect(await t.app.context.mailWorker.deliverDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);

    const [message] = smtp.messages;
    expect(message.subject).toBe("Confirmation d'inscription\u00a0: Les aventuriers");
    expect(message.to && !Array.isArray(message.to) ? message.to.text : "").toContain(parent.email);
    expect(message.cc && !Array.isArray(message.cc) ? message.cc.text : "").toContain("inscriptions@plaines-soleil.be");
    expect(message.text).toContain("Léa Dupont, Tom Dupont");
    expect(message.text).toMatch(/Réduction famille \(2 enfants\)\u00a0: -10,00\s€/);
    expect(message.text).toMatch(/Montant\u00a0: 140,00\s€/);
    expect(message.text).not.toContain("Arachides");
    expect(message.html || "").not.toContain("Arachides");

    const [qr] = message.attachments;
    expect(qr).toMatchObject({ contentType: "image/png", cid: "virement-qr@plaines" });
    const { bankTransfer, payment } = (
      await t.app.inject({ method: "GET", url: `/api/registrations/${registrationId}/bank-transfer`, headers: { cookie: parent.cookie } })
    ).json<BankTransferPage>();
    expect(decodeQrPng(qr.content)).toBe(bankTransfer.qrPayload);
    // The last day to pay, the same as the transfer's page, and what happens after it.
    expect(payment.deadline).not.toBeNull();
    expect(message.text).toContain(transferDeadlineSentence(payment.deadline!));
    expect(bankTransfer.qrPayload).toContain("\nEUR140.00\n");
  });
});
