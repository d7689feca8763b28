import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { BankMovementsResponse } from "../../../domain/contracts/admin-bank.ts";
import type { RegistrationListResponse, RegistrationResult } from "../../../domain/contracts/registrations.ts";
import { createAdmin, jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { importCodaCredit } from "../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { decodeQrPng } from "../../../../tests/support/qr.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { emailOutbox, payments, registrations } from "../../db/schema.ts";
import { renderAttachments } from "../../mail/attachments.ts";

const MAILBOX = "inscriptions@plaines-soleil.be";
const REASON = "La plaine est annulée faute d'encadrement.";

/**
 * An administrator cancels registrations (optionally with a reason): each family is told once,
 * whatever the number of its children, with the plaine, the children, the reason and what becomes
 * of the money; the reason is kept on the registrations and checked like any input.
 */
describe.each(ENGINES)("registrations cancelled by the organiser on %s", (engine) => {
  const t = suiteTestApp(engine, { REGISTRATIONS_MAILBOX: MAILBOX });
  let admin: { cookie: string };

  beforeAll(async () => {
    admin = await createAdmin(t, "admin@example.org");
  });

  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/admin/registrations", headers: jsonHeaders(t, admin.cookie), payload });
  const cancellations = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "registration-cancelled"), eq(emailOutbox.toAddress, to)));
  const reasons = async (ids: string[]) =>
    Object.fromEntries(
      (
        await t.db
          .select({ id: registrations.id, reason: registrations.cancelReason })
          .from(registrations)
          .where(inArray(registrations.id, ids))
      ).map((row) => [row.id, row.reason]),
    );

  /** A family registering children (80 € each, 10 € family discount from the second) by bank transfer. */
  async function family(activityId: string, firstName: string, lastName: string, kids: string[]) {
    const parent = await insertParent(t, { firstName, lastName });
    const children = await insertChildren(
      t.db,
      parent.id,
      kids.map((kid) => ({ firstName: kid, lastName, allergies: "Arachides" })),
    );
    const response = await postTransferRegistration(
      t,
      parent.cookie,
      activityId,
      children.map((child) => child.id),
    );
    return { parent, result: response.json<RegistrationResult>() };
  }

  it("sends one e-mail per family with the reason, the children, the plaine and what becomes of the money", async () => {
    const activity = await insertActivity(t.db, { title: "Les explorateurs", priceStandardCents: 8000 });
    const dupont: { parent: TestParent; result: RegistrationResult } = await family(activity.id, "Camille", "Dupont", [
      "Léa",
      "Tom",
      "Zoé",
    ]);
    const martin = await family(activity.id, "Marc", "Martin", ["Arthur"]);
    // The Martins paid already.
    expect((await patch({ ids: [martin.result.registrationId], paymentStatus: "paid" })).statusCode).toBe(200);
    const [original] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `confirmation:${dupont.result.paymentId}`));
    const communication = original.text.match(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)![0];

    // Léa and Tom Dupont (of three) and Arthur Martin, at once, with a reason to trim.
    const [lea, tom, zoe] = dupont.result.registrationIds;
    const ids = [lea, tom, martin.result.registrationId];
    const answer = await patch({ ids, status: "cancelled", cancelReason: `  ${REASON}  ` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ registrationsChanged: 3, statusLabel: "Annulée" });

    // The Duponts: one message for two children, with the new amount to transfer (80 €, one child left).
    const [toDupont, ...moreDupont] = await cancellations(dupont.parent.email);
    expect(moreDupont).toHaveLength(0);
    expect(toDupont).toMatchObject({ ccAddress: MAILBOX, subject: "Inscriptions annulées\u00a0: Les explorateurs" });
    expect(toDupont.text).toContain("Bonjour Camille,");
    expect(toDupont.text).toContain(
      "Nous avons dû annuler l'inscription de Léa Dupont et Tom Dupont à la plaine «\u00a0Les explorateurs\u00a0»",
    );
    expect(toDupont.text).toContain(`Raison de l'annulation\u00a0: ${REASON}\n`);
    expect(toDupont.text).toMatch(/Le montant à payer pour cette inscription passe de 220,00\s€ à 80,00\s€\./);
    expect(toDupont.text).toContain(`Communication\u00a0: ${communication}`);
    expect(toDupont.text).toMatch(/Nouveau montant\u00a0: 80,00\s€/);
    expect(toDupont.text).not.toContain("Zoé");
    const [png] = await renderAttachments(toDupont.attachments);
    expect(decodeQrPng(png.content)).toContain("\nEUR80.00\n");
    expect(toDupont.html).toContain("cid:virement-qr-1@plaines");
    // The structured communication keeps its groups whole: it breaks only at its slashes.
    expect(toDupont.html).toContain('<span style="white-space:nowrap">+++');
    // Nothing of the medical file; no updated confirmation besides this message.
    for (const body of [toDupont.text, toDupont.html]) expect(body).not.toContain("Arachides");
    const updates = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "registration-update"));
    expect(updates.filter((mail) => mail.toAddress === dupont.parent.email)).toHaveLength(0);

    // The Martins: what they paid comes back.
    const [toMartin, ...moreMartin] = await cancellations(martin.parent.email);
    expect(moreMartin).toHaveLength(0);
    expect(toMartin.subject).toBe("Inscription annulée\u00a0: Les explorateurs");
    expect(toMartin.text).toContain("Nous avons dû annuler l'inscription de Arthur Martin");
    expect(toMartin.text).toMatch(
      /Vous aviez payé 80,00\s€ pour cette inscription\. Nous vous remboursons 80,00\s€ par virement, sur le compte d'où venait votre paiement/,
    );
    expect(toMartin.attachments).toBeNull();
    // Marked paid by hand, no bank credit to list: no promise of an e-mail the site would not send.
    expect(toMartin.text).not.toContain("un e-mail vous le confirmera");

    // The reason is kept, trimmed, on the cancelled registrations only.
    expect(await reasons([...ids, zoe])).toEqual({ [lea]: REASON, [tom]: REASON, [martin.result.registrationId]: REASON, [zoe]: null });
    // The family reads it in 'Mes inscriptions', beside the children it concerns.
    const history = await t.app.inject({ method: "GET", url: "/api/registrations", headers: { cookie: dupont.parent.cookie } });
    const rows = history.json<RegistrationListResponse>().groups.flatMap((group) => group.registrations);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.cancelReason]))).toEqual({ [lea]: REASON, [tom]: REASON, [zoe]: null });

    // The same change again moves nothing and tells nobody twice.
    expect((await patch({ ids, status: "cancelled", cancelReason: REASON })).json()).toMatchObject({ registrationsChanged: 0 });
    expect(await cancellations(dupont.parent.email)).toHaveLength(1);
    expect(await cancellations(martin.parent.email)).toHaveLength(1);

    // Brought back: the reason no longer stands.
    expect((await patch({ ids: [lea], status: "confirmed" })).statusCode).toBe(200);
    expect((await reasons([lea]))[lea]).toBeNull();
  });

  it("a transfer the bank paid is listed to refund; marking it refunded e-mails the family the amount and the account", async () => {
    const activity = await insertActivity(t.db, { title: "Les jardiniers", priceStandardCents: 8000 });
    const { parent, result } = await family(activity.id, "Jade", "Leroy", ["Hugo"]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
    await importCodaCredit(t, admin.cookie, { sequence: "301", communication: payment.structuredCommunication!, cents: 8000 });
    expect((await patch({ ids: [result.registrationId], status: "cancelled", cancelReason: REASON })).statusCode).toBe(200);
    const [mail] = await cancellations(parent.email);
    expect(mail.text).toMatch(
      /Nous vous remboursons 80,00\s€ par virement, sur le compte d'où venait votre paiement\u00a0: un e-mail vous le confirmera/,
    );

    const lists = await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } });
    const listed = lists.json<BankMovementsResponse>().toRefund.find((movement) => movement.payment?.id === result.paymentId)!;
    expect(listed.refundCents).toBe(8000);
    const settled = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${listed.id}/refund-settled`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(settled.statusCode).toBe(200);
    const [sent, ...more] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "refund-sent"), eq(emailOutbox.toAddress, parent.email)));
    expect(more).toHaveLength(0);
    expect(sent.subject).toBe("Remboursement envoyé\u00a0: Les jardiniers");
    expect(sent.text).toMatch(/Nous vous avons renvoyé 80,00\s€ par virement pour la plaine «\u00a0Les jardiniers\u00a0»/);
    expect(sent.text).toContain("sur le compte BE71 **** **** 6769");
    expect(sent.text).not.toContain("BE71096123456769");
  });

  it("without a reason, says nothing of one; a whole unpaid transfer cancelled leaves nothing to pay", async () => {
    const activity = await insertActivity(t.db, { title: "Les bâtisseurs", priceStandardCents: 8000 });
    const { parent, result } = await family(activity.id, "Nora", "Lambert", ["Noah", "Emma"]);
    expect((await patch({ ids: result.registrationIds, status: "cancelled", cancelReason: "   " })).statusCode).toBe(200);
    const [mail, ...more] = await cancellations(parent.email);
    expect(more).toHaveLength(0);
    expect(mail.text).toContain(
      "Nous avons dû annuler l'inscription de Emma Lambert et Noah Lambert à la plaine «\u00a0Les bâtisseurs\u00a0»",
    );
    expect(mail.text).not.toContain("Raison");
    expect(mail.text).toContain("Rien n'avait été payé pour cette inscription\u00a0: vous n'avez rien à régler.");
    expect(mail.text).not.toMatch(/IBAN|Communication\u00a0:/);
    expect(Object.values(await reasons(result.registrationIds))).toEqual([null, null]);
  });

  it("one family on two plaines gets one message naming both", async () => {
    const summer = await insertActivity(t.db, { title: "Plaine d'été", priceStandardCents: 8000 });
    const autumn = await insertActivity(t.db, { title: "Plaine d'automne", priceStandardCents: 8000 });
    const parent = await insertParent(t, { firstName: "Inès", lastName: "Renard" });
    const [jules] = await insertChildren(t.db, parent.id, [{ firstName: "Jules", lastName: "Renard" }]);
    const first = (await postTransferRegistration(t, parent.cookie, summer.id, [jules.id])).json<RegistrationResult>();
    const second = (await postTransferRegistration(t, parent.cookie, autumn.id, [jules.id])).json<RegistrationResult>();
    expect(
      (await patch({ ids: [first.registrationId, second.registrationId], status: "cancelled", cancelReason: REASON })).statusCode,
    ).toBe(200);
    const [mail, ...more] = await cancellations(parent.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe("Inscriptions annulées par l'organisateur");
    expect(mail.text).toContain("à la plaine «\u00a0Plaine d'été\u00a0»");
    expect(mail.text).toContain("à la plaine «\u00a0Plaine d'automne\u00a0»");
    expect(mail.text).toContain("Rien n'avait été payé pour la plaine «\u00a0Plaine d'été\u00a0»");
  });

  it("checks the reason: trimmed, 500 characters at most, only with a cancellation — a refusal changes nothing", async () => {
    const activity = await insertActivity(t.db);
    const { parent, result } = await family(activity.id, "Lou", "Petit", ["Lina"]);
    const tooLong = await patch({ ids: [result.registrationId], status: "cancelled", cancelReason: "x".repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ApiErrorBody>().error).toMatchObject({
      code: "VALIDATION",
      message: "La raison ne doit pas dépasser 500\u00a0caractères",
      fields: { cancelReason: "La raison ne doit pas dépasser 500\u00a0caractères" },
    });
    const notCancelling = await patch({ ids: [result.registrationId], status: "confirmed", cancelReason: REASON });
    expect(notCancelling.statusCode).toBe(400);
    expect(notCancelling.json<ApiErrorBody>().error.message).toBe("Une raison ne s'indique que pour une annulation");
    const notText = await patch({ ids: [result.registrationId], status: "cancelled", cancelReason: 42 });
    expect(notText.json<ApiErrorBody>().error.message).toBe("La raison doit être un texte");
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, result.registrationId));
    expect(row).toMatchObject({ status: "pending", cancelReason: null });
    expect(await cancellations(parent.email)).toHaveLength(0);
    // 500 characters exactly, around spaces, are accepted.
    expect((await patch({ ids: [result.registrationId], status: "cancelled", cancelReason: ` ${"é".repeat(500)} ` })).statusCode).toBe(200);
    expect((await reasons([result.registrationId]))[result.registrationId]).toBe("é".repeat(500));
  });
});
