import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { BankMovementsResponse } from "../../../domain/contracts/admin-bank.ts";
import type { RefundSettingsResponse } from "../../../domain/contracts/admin-refunds.ts";
import type { RegistrationListResponse } from "../../../domain/contracts/registrations.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { createAdmin, jsonHeaders, registerCardFamily, registerTransferFamily, sendAs } from "../../../../tests/support/accounts.ts";
import { importCodaCredit } from "../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { auditLog, bankMovements, emailOutbox, payments, registrations } from "../../db/schema.ts";

/**
 * The organiser's refund rule when a family cancels one child of a PAID registration (decision
 * 0053): the child's share (the amount less the family's total without that child) comes back
 * less the fee, nothing from so many days before the start; the organiser's cancellation gives
 * the whole share back; a child brought back makes a transfer wait for the rest and is refused on a card.
 */
describe.each(ENGINES)("a paid registration cancelled, by the organiser's refund rule, on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: { cookie: string };
  let sequence = 600;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "admin-refunds@example.org");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    await setRule({ fee: "0", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" });
  });

  async function setRule(payload: object) {
    const answer = await t.app.inject({ method: "PUT", url: "/api/admin/refund-settings", headers: jsonHeaders(t, admin.cookie), payload });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<RefundSettingsResponse>();
  }
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const statusOf = async (id: string) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0];
  const cancelAsParent = (cookie: string, id: string) => sendAs(t, "POST", `/api/registrations/${id}/cancel`, cookie);
  const adminSetStatus = (ids: string[], status: string, cancelReason?: string) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/admin/registrations",
      headers: jsonHeaders(t, admin.cookie),
      payload: { ids, status, ...(cancelReason ? { cancelReason } : {}) },
    });
  const toRefundOf = async (paymentId: string) => {
    const lists = await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } });
    return lists
      .json<BankMovementsResponse>()
      .toRefund.filter((movement) => movement.payment?.id === paymentId)
      .reduce((sum, movement) => sum + movement.refundCents, 0);
  };
  const mailsTo = (to: string, kind: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.toAddress, to)));

  async function importCredit(communication: string, cents: number) {
    sequence += 1;
    await importCodaCredit(t, admin.cookie, { communication, cents, sequence: String(sequence) });
  }

  /** Two children at 80 € by transfer, paid: 150 € with the family discount. */
  async function paidTransferFamily(lastName: string, startDate?: string) {
    const family = await registerTransferFamily(t, lastName, startDate ? { startDate, endDate: addDaysIso(startDate, 4) } : {});
    await importCredit((await paymentOf(family.result.paymentId)).structuredCommunication!, 15000);
    expect(await paymentOf(family.result.paymentId)).toMatchObject({ status: "paid", amountCents: 15000 });
    return family;
  }

  /** Two children at 80 € by card, paid: 150 €. */
  async function paidCardFamily(lastName: string) {
    const family = await registerCardFamily(t, fake, lastName);
    expect(await paymentOf(family.result.paymentId)).toMatchObject({ status: "paid", amountCents: 15000 });
    return family;
  }

  const refundJobs = async (paymentId: string) => {
    const { rows } = (await t.db.execute(sql`select data from pgboss.job where name = 'card-partial-refund'`)) as {
      rows: { data: { paymentId: string; amountCents: number; refundedCents: number } }[];
    };
    return rows.filter((row) => row.data.paymentId === paymentId).map((row) => row.data);
  };

  it("a parent cancels one of two children paid by transfer: the share less the fee is listed on the credit, the rest kept and said beforehand and by e-mail", async () => {
    await setRule({ fee: "5,00", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" });
    const { parent, result } = await paidTransferFamily("Refundeur");
    const [lea, tom] = result.registrationIds;

    // The dialog's sentence, computed by the server before the parent confirms.
    const list = await sendAs(t, "GET", "/api/registrations", parent.cookie);
    const row = list
      .json<RegistrationListResponse>()
      .groups.flatMap((group) => group.registrations)
      .find((registration) => registration.id === tom)!;
    expect(row.cancelRefund).toBe("65,00\u00a0€ vous seront remboursés (5,00\u00a0€ de frais d'annulation retenus).");

    const cancelled = await cancelAsParent(parent.cookie, tom);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Share: 150 − 80 (Léa alone, no discount) = 70; 65 back, 5 kept: 80 + 5.
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 8500, receivedCents: 15000 });
    expect(await toRefundOf(result.paymentId)).toBe(6500);
    expect((await statusOf(lea)).status).toBe("confirmed");
    const [mail, ...more] = await mailsTo(parent.email, "registration-update");
    expect(more).toHaveLength(0);
    expect(mail.text).toMatch(/65,00\s€ vous seront remboursés \(5,00\s€ de frais d'annulation retenus\)\./);
    expect(mail.text).toContain("par virement, sur le compte d'où venait votre paiement");
    expect(mail.text).not.toContain("Communication");
  });

  it("a transfer an administrator marked paid by hand: no credit carries the refund, so the family is told it will be contacted", async () => {
    const { parent, result } = await registerTransferFamily(t, "Alamain");
    const [, tom] = result.registrationIds;
    const paid = await sendAs(t, "PATCH", "/api/admin/registrations", admin.cookie, { ids: result.registrationIds, paymentStatus: "paid" });
    expect(paid.statusCode, paid.body).toBe(200);

    expect((await cancelAsParent(parent.cookie, tom)).statusCode).toBe(200);
    expect(await toRefundOf(result.paymentId)).toBe(0);
    const [mail] = await mailsTo(parent.email, "registration-update");
    expect(mail.text).toContain("nous vous contacterons pour convenir du remboursement");
    expect(mail.text).not.toContain("sur le compte d'où venait votre paiement");
  });

  it("from the rule's days before the start, nothing is refunded, and the parent reads why", async () => {
    await setRule({ fee: "0", noRefundDaysBefore: "30", fileFormat: "pain.001.001.09" });
    const { parent, result } = await paidTransferFamily("Tardif", addDaysIso(brusselsToday(), 20));
    const [, tom] = result.registrationIds;
    expect((await cancelAsParent(parent.cookie, tom)).statusCode).toBe(200);
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 15000 });
    expect(await toRefundOf(result.paymentId)).toBe(0);
    const [mail] = await mailsTo(parent.email, "registration-update");
    expect(mail.text).toMatch(/Aucun remboursement à partir de 30\sjours avant le début de la plaine\./);
  });

  it("a card payment: the partial refund job asks the share less the fee, the other child untouched", async () => {
    await setRule({ fee: "2,50", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" });
    const { parent, result } = await paidCardFamily("Carteur");
    const [ilyas, sami] = result.registrationIds;
    const before = await statusOf(ilyas);
    expect((await cancelAsParent(parent.cookie, sami)).statusCode).toBe(200);
    // 150 − 80 = 70, less 2,50 €: 67,50 € to the card, 82,50 € kept.
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 8250, refundedCents: 6750 });
    expect(await refundJobs(result.paymentId)).toEqual([{ paymentId: result.paymentId, amountCents: 6750, refundedCents: 6750 }]);
    const after = await statusOf(ilyas);
    expect(after.status).toBe("confirmed");
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    const [mail] = await mailsTo(parent.email, "registration-update");
    expect(mail.text).toContain("Le remboursement part vers la carte utilisée pour le paiement.");

    // Brought back by an administrator: a card is charged once, refused, nothing changes.
    const back = await adminSetStatus([sami], "confirmed");
    expect(back.statusCode).toBe(409);
    expect(back.json<ApiErrorBody>().error.message).toContain("Ce paiement par carte est réglé");
    expect((await statusOf(sami)).status).toBe("cancelled");
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 8250 });
  });

  it("the organiser's cancellation gives the whole share back, fee and date rule aside", async () => {
    await setRule({ fee: "5", noRefundDaysBefore: "365", fileFormat: "pain.001.001.03" });
    const { parent, result } = await paidTransferFamily("Organisateur");
    const [, tom] = result.registrationIds;
    const answer = await adminSetStatus([tom], "cancelled", "Groupe fermé");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 8000 });
    expect(await toRefundOf(result.paymentId)).toBe(7000);
    const [mail] = await mailsTo(parent.email, "registration-cancelled");
    expect(mail.text).toMatch(/Nous vous remboursons 70,00\s€ par virement/);
  });

  it("brought back on a paid transfer: a refund not sent yet is taken back; one already sent makes the payment wait for the rest", async () => {
    const { parent, result } = await paidTransferFamily("Retour");
    const [, tom] = result.registrationIds;
    expect((await cancelAsParent(parent.cookie, tom)).statusCode).toBe(200);
    expect(await toRefundOf(result.paymentId)).toBe(7000);
    // Not sent yet: taken back, the payment stays paid at 150 €.
    expect((await adminSetStatus([tom], "confirmed")).statusCode).toBe(200);
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 15000 });
    expect(await toRefundOf(result.paymentId)).toBe(0);

    // Cancelled again and the 70 € sent back: brought back, the family transfers the 70 € again.
    expect((await adminSetStatus([tom], "cancelled")).statusCode).toBe(200);
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.paymentId, result.paymentId));
    expect(credit.refundCents).toBe(7000);
    const settled = await sendAs(t, "POST", `/api/admin/bank-movements/${credit.id}/refund-settled`, admin.cookie);
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await adminSetStatus([tom], "confirmed")).statusCode).toBe(200);
    const waiting = await paymentOf(result.paymentId);
    expect(waiting).toMatchObject({ status: "pending", receivedCents: 15000 });
    expect(waiting.amountCents - waiting.receivedCents).toBe(7000);
    expect(waiting.deadlineExtendedTo).not.toBeNull();
    expect((await statusOf(tom)).status).toBe("confirmed");
    await importCredit(waiting.structuredCommunication!, 7000);
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid" });
  });

  it("a parent's cancellation and an administrator's price change on one payment at once end consistent: amount = kept + children's total", async () => {
    await setRule({ fee: "5,00", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" });
    const { parent, result } = await paidTransferFamily("Course");
    const [lea, tom] = result.registrationIds;
    const [cancelled, priced] = await Promise.all([
      cancelAsParent(parent.cookie, tom),
      t.app.inject({
        method: "PUT",
        url: `/api/admin/registrations/${lea}/price`,
        headers: jsonHeaders(t, admin.cookie),
        payload: { price: "40", reason: "Tarif réduit accordé." },
      }),
    ]);
    expect([cancelled.statusCode, priced.statusCode]).toEqual([200, 200]);
    // Whatever the order: Léa at 40 €, Tom's 5 € fee kept, 105 € back in all.
    const payment = await paymentOf(result.paymentId);
    expect(payment).toMatchObject({ status: "paid", amountCents: 4500, receivedCents: 15000 });
    expect(await toRefundOf(result.paymentId)).toBe(10500);
    expect(payment.receivedCents - (await toRefundOf(result.paymentId))).toBe(payment.amountCents);
  });

  it("the settings: saved in the activity log, read back, checked with French messages", async () => {
    const saved = await setRule({ fee: "3,5", noRefundDaysBefore: "10", fileFormat: "pain.001.001.03" });
    expect(saved.settings).toEqual({
      feeCents: 350,
      noRefundDaysBefore: 10,
      fileFormat: "pain.001.001.03",
      sentence:
        "Remboursé, moins 3,50\u00a0€ de frais par enfant\u00a0; aucun remboursement à partir de 10\u00a0jours avant le début de la plaine.",
    });
    const read = await t.app.inject({ method: "GET", url: "/api/admin/refund-settings", headers: { cookie: admin.cookie } });
    expect(read.json<RefundSettingsResponse>()).toEqual(saved);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, "refund_rules"));
    expect(entries.flatMap((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "fee", after: "3,50\u00a0€" }),
        expect.objectContaining({ field: "noRefundDaysBefore", after: 10 }),
        expect.objectContaining({ field: "fileFormat", after: "pain.001.001.03" }),
      ]),
    );

    const cases: [object, string, string][] = [
      [{ fee: "-1", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" }, "fee", "Le prix ne peut pas être négatif"],
      [{ fee: "abc", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" }, "fee", "Les frais doivent être un montant en euros"],
      [{ fee: "1,234", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" }, "fee", "Le prix ne peut avoir que deux décimales"],
      [{ fee: "", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" }, "fee", "Les frais doivent être un montant en euros"],
      [
        { fee: "1", noRefundDaysBefore: "366", fileFormat: "pain.001.001.09" },
        "noRefundDaysBefore",
        "Le nombre de jours doit être un nombre entier de 0 à 365, ou vide",
      ],
      [
        { fee: "1", noRefundDaysBefore: "2,5", fileFormat: "pain.001.001.09" },
        "noRefundDaysBefore",
        "Le nombre de jours doit être un nombre entier de 0 à 365, ou vide",
      ],
      [{ fee: "1", noRefundDaysBefore: "", fileFormat: "pain.008" }, "fileFormat", "Choisissez la version du fichier de remboursement"],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await t.app.inject({
        method: "PUT",
        url: "/api/admin/refund-settings",
        headers: jsonHeaders(t, admin.cookie),
        payload,
      });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json<ApiErrorBody>().error.fields?.[field]).toBe(message);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/admin/refund-settings", headers: { cookie: admin.cookie } })).json()).toEqual(
      saved,
    );
  });
});
