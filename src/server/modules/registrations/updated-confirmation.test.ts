import { and, asc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RegistrationResult } from "../../../domain/contracts/registrations.ts";
import { createAdmin, jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { decodeQrPng } from "../../../../tests/support/qr.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { emailOutbox, payments } from "../../db/schema.ts";
import { renderAttachments } from "../../mail/attachments.ts";

const MAILBOX = "inscriptions@plaines-soleil.be";

/**
 * A cancellation that changes what an unpaid transfer asks sends the parent the confirmation
 * again, once, with the new amount, the children still registered, the same structured
 * communication and a QR code for the new amount. A payment already received sends nothing.
 */
describe.each(ENGINES)("updated confirmation after a cancellation on %s", (engine) => {
  const t = suiteTestApp(engine, { REGISTRATIONS_MAILBOX: MAILBOX });
  let admin: { cookie: string };

  beforeAll(async () => {
    admin = await createAdmin(t, "admin@example.org");
  });

  const post = (url: string, cookie: string) => t.app.inject({ method: "POST", url, headers: jsonHeaders(t, cookie), payload: {} });
  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/admin/registrations", headers: jsonHeaders(t, admin.cookie), payload });
  const updates = (paymentId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "registration-update"), like(emailOutbox.dedupeKey, `confirmation-update:${paymentId}:%`)))
      .orderBy(asc(emailOutbox.createdAt));
  const confirmation = async (paymentId: string) =>
    (
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `confirmation:${paymentId}`))
    )[0];
  const qrOf = async (mail: typeof emailOutbox.$inferSelect) => {
    const [png] = await renderAttachments(mail.attachments);
    return png ? decodeQrPng(png.content) : null;
  };

  /** A parent who registered three children (80 € each: 220 € with the family discount) by bank transfer. */
  async function family(): Promise<{ parent: TestParent; result: RegistrationResult }> {
    const parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    const activity = await insertActivity(t.db, { title: "Les explorateurs", priceStandardCents: 8000 });
    const kids = await insertChildren(t.db, parent.id, [
      { firstName: "Léa", allergies: "Arachides", medicalConditions: "Asthme", medications: "Ventolin" },
      { firstName: "Tom" },
      { firstName: "Zoé" },
    ]);
    const response = await postTransferRegistration(
      t,
      parent.cookie,
      activity.id,
      kids.map((kid) => kid.id),
    );
    return { parent, result: response.json<RegistrationResult>() };
  }

  it("is queued once, to the parent, with the new amount, the children left, the same communication and QR code", async () => {
    const { parent, result } = await family();
    const original = await confirmation(result.paymentId);
    const communication = original.text.match(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)![0];
    expect(await updates(result.paymentId)).toHaveLength(0);

    // Zoé (the third) is cancelled: 2 × 80 € − 10 € = 150 €.
    expect((await post(`/api/registrations/${result.registrationIds[2]}/cancel`, parent.cookie)).statusCode).toBe(200);
    const [mail, ...more] = await updates(result.paymentId);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      dedupeKey: `confirmation-update:${result.paymentId}:1:15000`,
      toAddress: parent.email,
      ccAddress: MAILBOX,
      subject: "Inscription modifiée\u00a0: Les explorateurs",
    });
    expect(mail.text).toContain("Bonjour Camille,");
    expect(mail.text).toContain("L'inscription de Zoé Dupont à la plaine «\u00a0Les explorateurs\u00a0»");
    expect(mail.text).toMatch(/Le montant à payer passe de 220,00\s€ à 150,00\s€\./);
    expect(mail.text).toContain("Enfants\u00a0: Léa Dupont, Tom Dupont");
    expect(mail.text).toMatch(/Réduction famille \(2 enfants\)\u00a0: -10,00\s€/);
    expect(mail.text).toMatch(/Montant\u00a0: 150,00\s€/);
    expect(mail.text).toContain(`Communication\u00a0: ${communication}`);
    // The same last day to pay as the first confirmation said.
    const deadline = original.text.match(/À payer au plus tard le [^:]+\u00a0: sans paiement, l'inscription sera annulée\./)![0];
    expect(mail.text).toContain(deadline);
    expect(mail.html).toContain("cid:virement-qr@plaines");
    const qr = await qrOf(mail);
    expect(qr).toContain("\nEUR150.00\n");
    expect(qr).toContain(communication.replace(/\D/g, ""));
    // Nothing of the medical file, in either version.
    for (const body of [mail.text, mail.html]) expect(body).not.toMatch(/Arachides|Asthme|Ventolin/);

    // The same request again: refused, and no second message.
    expect((await post(`/api/registrations/${result.registrationIds[2]}/cancel`, parent.cookie)).statusCode).toBe(409);
    expect(await updates(result.paymentId)).toHaveLength(1);
    // The original confirmation is left as it was.
    const { subject, text, html, attachments } = original;
    expect(await confirmation(result.paymentId)).toMatchObject({ subject, text, html, attachments });
  });

  it("says there is nothing left to pay once every child is cancelled, without transfer instructions", async () => {
    const { parent, result } = await family();
    await post(`/api/registrations/${result.registrationIds[1]}/cancel`, parent.cookie);
    // The administrator cancels the two others at once: one change, one message — the
    // organiser's cancellation (registration-cancelled.test.ts), not an updated confirmation.
    expect((await patch({ ids: [result.registrationIds[0], result.registrationIds[2]], status: "cancelled" })).statusCode).toBe(200);
    const [first, ...more] = await updates(result.paymentId);
    expect(more).toHaveLength(0);
    expect(first.dedupeKey).toBe(`confirmation-update:${result.paymentId}:1:15000`);
    const [cancelled, ...others] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "registration-cancelled"), eq(emailOutbox.toAddress, parent.email)));
    expect(others).toHaveLength(0);
    expect(cancelled).toMatchObject({ subject: "Inscriptions annulées\u00a0: Les explorateurs", attachments: null });
    expect(cancelled.text).toContain(
      "Nous avons dû annuler l'inscription de Léa Dupont et Zoé Dupont à la plaine «\u00a0Les explorateurs\u00a0»",
    );
    expect(cancelled.text).toContain("Rien n'avait été payé pour cette inscription\u00a0: vous n'avez rien à régler.");
    expect(cancelled.text).not.toMatch(/Communication\u00a0:|IBAN/);
    expect(cancelled.html).not.toContain("cid:");
    // Nothing changes any more: cancelling again sends nothing.
    await patch({ ids: result.registrationIds, status: "cancelled" });
    expect(await updates(result.paymentId)).toHaveLength(1);
  });

  it("is sent again when the administrator brings a child back, and for every later change", async () => {
    const { parent, result } = await family();
    const zoe = result.registrationIds[2];
    await post(`/api/registrations/${zoe}/cancel`, parent.cookie); // 150 €
    await patch({ ids: [zoe], status: "confirmed" }); // 220 € again
    await patch({ ids: [zoe], status: "cancelled" }); // 150 € again: the organiser's cancellation tells it
    const mails = await updates(result.paymentId);
    expect(mails.map((mail) => mail.dedupeKey.split(":").slice(2).join(":"))).toEqual(["1:15000", "2:22000"]);
    expect(mails[1].text).toContain("L'inscription de Zoé Dupont à la plaine «\u00a0Les explorateurs\u00a0»");
    expect(mails[1].text).toContain("a été rétablie");
    expect(mails[1].text).toMatch(/Le montant à payer passe de 150,00\s€ à 220,00\s€\./);
    expect(await qrOf(mails[1])).toContain("\nEUR220.00\n");
  });

  it("after the payment was received, says what the refund rule gives back (decision 0053), without a transfer to make", async () => {
    const { parent, result } = await family();
    expect((await patch({ ids: [result.registrationId], paymentStatus: "paid" })).statusCode).toBe(200);
    expect((await post(`/api/registrations/${result.registrationIds[2]}/cancel`, parent.cookie)).statusCode).toBe(200);
    // The third child's share: 220 € − 150 € (two children, 10 € off) = 70 €, no fee by default.
    const [afterParent] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
    expect(afterParent.amountCents).toBe(15000);
    const [mail, ...more] = await updates(result.paymentId);
    expect(more).toHaveLength(0);
    expect(mail.text).toMatch(/70,00\s€ vous seront remboursés\./);
    expect(mail.attachments ?? []).toHaveLength(0);
    // The organiser's cancellation tells the family in its own e-mail, not in an updated confirmation.
    await patch({ ids: [result.registrationIds[1]], status: "cancelled" });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
    expect(payment.amountCents).toBe(8000);
    expect(await updates(result.paymentId)).toHaveLength(1);
  });
});
