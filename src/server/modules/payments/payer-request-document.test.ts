import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brusselsToday } from "../../../domain/dates.ts";
import { epcQrPayload } from "../../../domain/epc-qr.ts";
import { defaultOrganiser } from "../../../domain/organiser.ts";
import { registrationReference } from "../../../domain/registration.ts";
import { formatStructuredCommunication, structuredCommunicationFromNumber } from "../../../domain/structured-communication.ts";
import { registerTransferFamily } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { pdfPages } from "../../../../tests/support/pdf.ts";
import { createTestApp, TEST_BANK, type TestApp } from "../../../../tests/support/test-app.ts";
import { associationSettings, children, emailOutbox, payerShares, registrations, thirdPartyPayers } from "../../db/schema.ts";
import { saveOrganiser } from "../organiser/index.ts";
import { payerRequestDocument, payerRequestFile } from "./payer-request-document.ts";
import { queuePayerRequest } from "./payer-request-mail.ts";

const COMMUNICATION = structuredCommunicationFromNumber(1_234_567_890);
const FORMATTED = formatStructuredCommunication(COMMUNICATION);
const PAYER_EMAIL = "service-social@cpas-forest.example";

/**
 * An organisation's payment request (decision 0056): the document a share prints, with the child,
 * the plaine, the price, the share, the sum, the deadline, the account and the communication, and
 * the e-mail that carries it in PDF, once when the share is taken and again each time it is asked.
 */
describe.each(ENGINES)("an organisation's payment request, on %s", (engine) => {
  let t: TestApp;
  let shareId: string;
  let registrationId: string;

  const outboxOfShare = () =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `payer-request:${shareId}%`))
      .orderBy(emailOutbox.createdAt);
  const sentAt = async () =>
    (await t.db.select({ sentAt: payerShares.sentAt }).from(payerShares).where(eq(payerShares.id, shareId)))[0].sentAt;
  const deps = () => ({ mailer: t.app.context.mailer, config: t.config, media: t.app.context.media });

  beforeAll(async () => {
    t = await createTestApp(engine);
    const identity = {
      name: "Plaines Soleil ASBL",
      email: "contact@plaines-soleil.example",
      phone: "+3210123456",
      street: "Rue des Écoliers 12",
      postalCode: "1340",
      city: "Ottignies",
    };
    await t.db.update(associationSettings).set(identity).where(eq(associationSettings.id, 1));
    await saveOrganiser(t.db, { ...defaultOrganiser(identity), companyNumber: "0123456749" });
    // Léa and Tom Dupont, 80 € each, on a plaine of 6 to 10 July 2027; a CPAS takes half of Léa's price.
    const family = await registerTransferFamily(t, "Dupont", { title: "Plaine d'été", startDate: "2027-07-06", endDate: "2027-07-10" });
    const [lea] = await t.db
      .select({ id: registrations.id })
      .from(registrations)
      .innerJoin(children, eq(children.id, registrations.childId))
      .where(and(eq(registrations.paymentId, family.result.paymentId), eq(children.firstName, "Léa")));
    registrationId = lea.id;
    await t.db.update(registrations).set({ priceCents: 4_000 }).where(eq(registrations.id, registrationId));
    const [payer] = await t.db
      .insert(thirdPartyPayers)
      .values({
        kind: "cpas",
        name: "CPAS de Forest",
        contactName: "Marie Martin",
        email: PAYER_EMAIL,
        address: "Service social\nRue du Curé 2\n1190 Forest",
      })
      .returning();
    const [share] = await t.db
      .insert(payerShares)
      .values({
        payerId: payer.id,
        registrationId,
        year: 2027,
        number: 4,
        amountCents: 4_000,
        percent: 50,
        structuredCommunication: COMMUNICATION,
        dueDate: "2027-05-15",
      })
      .returning();
    shareId = share.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("reads the share, its organisation, the child, the plaine and the association", async () => {
    const request = await payerRequestDocument(t.db, shareId);
    expect(request).toMatchObject({
      number: "2027-0004",
      issuedOn: brusselsToday(),
      issuer: {
        name: "Plaines Soleil ASBL",
        address: ["Rue des Écoliers 12", "1340 Ottignies"],
        companyNumber: "0123.456.749",
        email: "contact@plaines-soleil.example",
      },
      payer: { name: "CPAS de Forest", contactName: "Marie Martin", address: ["Service social", "Rue du Curé 2", "1190 Forest"] },
      child: { firstName: "Léa", lastName: "Dupont" },
      activity: { title: "Plaine d'été", startDate: "2027-07-06", endDate: "2027-07-10" },
      reference: registrationReference(registrationId),
      childPriceCents: 8_000,
      amountCents: 4_000,
      percent: 50,
      familyPartCents: 4_000,
      otherSharesCents: 0,
      dueDate: "2027-05-15",
      communication: FORMATTED,
      bank: { beneficiary: TEST_BANK.beneficiary, iban: TEST_BANK.iban, bic: TEST_BANK.bic, demo: false },
    });
    // The QR code fills in the transfer of the sum asked, with the share's own communication.
    expect(request?.qrPayload).toBe(
      epcQrPayload({
        bic: TEST_BANK.bic,
        beneficiaryName: TEST_BANK.beneficiary,
        iban: TEST_BANK.iban,
        amountCents: 4_000,
        reference: COMMUNICATION,
      }),
    );
    expect(await payerRequestDocument(t.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await payerRequestDocument(t.db, "pas-un-id")).toBeNull();
  });

  it("prints the request on one page: number, parties, child, plaine, price, share, sum, deadline, account and communication", async () => {
    const file = await payerRequestFile(t.db, shareId, t.app.context.media);
    expect(file?.fileName).toBe("demande-de-paiement-2027-0004.pdf");
    const pages = await pdfPages(Buffer.from(file!.bytes));
    expect(pages).toHaveLength(1);
    const [text] = pages;
    for (const words of [
      "Demande de paiement n° 2027-0004",
      "Émise par",
      "Plaines Soleil ASBL",
      "0123.456.749",
      "Adressée à",
      "CPAS de Forest",
      "À l'attention de Marie Martin",
      "1190 Forest",
      "Léa Dupont",
      "« Plaine d'été »",
      "du 6 au 10 juillet 2027",
      "80,00 €",
      "50 % du prix",
      "Montant à payer : 40,00 €",
      "À payer au plus tard le 15 mai 2027",
      TEST_BANK.iban,
      TEST_BANK.bic,
      FORMATTED,
      registrationReference(registrationId),
      "Le solde est payé par la famille.",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Tom Dupont");
    // The EPC QR code is drawn on the page (its text is the document's qrPayload, checked above).
    expect(Buffer.from(file!.bytes).toString("latin1")).toContain("/Subtype /Image");
    expect(await payerRequestFile(t.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("queues the request to the organisation with its PDF once, and marks the share sent", async () => {
    expect(await sentAt()).toBeNull();
    const now = new Date();
    await t.db.transaction(async (tx) => {
      expect(await queuePayerRequest(tx, deps(), shareId, "new", now)).toBe(true);
    });
    const [mail, ...others] = await outboxOfShare();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: "payer-request",
      toAddress: PAYER_EMAIL,
      subject: "Demande de paiement n°\u00a02027-0004 — Léa Dupont, Plaine d'été",
    });
    for (const words of [
      "Bonjour Marie Martin,",
      "Léa Dupont",
      "«\u00a0Plaine d'été\u00a0» (du 6 au 10 juillet 2027)",
      "Montant à payer\u00a0: 40,00\u00a0€",
      "au plus tard le 15 mai 2027",
      `IBAN\u00a0: ${TEST_BANK.iban}`,
      `Communication\u00a0: ${FORMATTED}`,
      "Le solde est payé par la famille.",
      "La demande de paiement est jointe en PDF.",
      "contact@plaines-soleil.example",
    ]) {
      expect(mail.text).toContain(words);
    }
    expect(mail.html).toContain("Bonjour Marie Martin,");
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({ filename: "demande-de-paiement-2027-0004.pdf", contentType: "application/pdf" });
    const [page] = await pdfPages(Buffer.from(attachment.content!, "base64"));
    expect(page).toContain("Demande de paiement n° 2027-0004");
    expect(page).toContain(FORMATTED);
    expect((await sentAt())?.getTime()).toBe(now.getTime());

    // The same share's request is never queued twice as new.
    await t.db.transaction(async (tx) => {
      expect(await queuePayerRequest(tx, deps(), shareId, "new", new Date(now.getTime() + 1_000))).toBe(false);
    });
    expect(await outboxOfShare()).toHaveLength(1);
    expect((await sentAt())?.getTime()).toBe(now.getTime());
  });

  it("queues another message each time the request is sent again, and moves the day it was sent", async () => {
    const later = new Date(Date.now() + 60_000);
    await t.db.transaction(async (tx) => {
      await queuePayerRequest(tx, deps(), shareId, "again", later);
    });
    const mails = await outboxOfShare();
    expect(mails).toHaveLength(2);
    const again = mails.find((mail) => mail.dedupeKey !== `payer-request:${shareId}`)!;
    expect(again.text).toContain("Nous vous renvoyons la demande de paiement n°\u00a02027-0004");
    expect(again.attachments?.[0]).toMatchObject({ filename: "demande-de-paiement-2027-0004.pdf" });
    expect((await sentAt())?.getTime()).toBe(later.getTime());

    await t.db.transaction(async (tx) => {
      await queuePayerRequest(tx, deps(), shareId, "again", new Date(later.getTime() + 60_000));
    });
    expect(await outboxOfShare()).toHaveLength(3);
  });

  it("greets without a name when the organisation gives no contact, and queues nothing in a transaction rolled back", async () => {
    await t.db.update(thirdPartyPayers).set({ contactName: null }).where(eq(thirdPartyPayers.email, PAYER_EMAIL));
    const before = (await outboxOfShare()).length;
    const rollback = new Error("rolled back");
    await expect(
      t.db.transaction(async (tx) => {
        await queuePayerRequest(tx, deps(), shareId, "again", new Date(Date.now() + 300_000));
        const texts = await tx
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(like(emailOutbox.dedupeKey, `payer-request:${shareId}%`));
        expect(texts.some(({ text }) => text.includes("Bonjour,\n"))).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await outboxOfShare()).toHaveLength(before);
  });
});
