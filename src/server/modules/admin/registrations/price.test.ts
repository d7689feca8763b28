import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { RegistrationPriceResult } from "../../../../domain/contracts/admin.ts";
import type { BankMovementsResponse } from "../../../../domain/contracts/admin-bank.ts";
import type { AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import { createAdmin, jsonHeaders, registerPaidByCard, registerTransferFamily, sendAs } from "../../../../../tests/support/accounts.ts";
import { importCodaCredit } from "../../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { startFakeStripe, type FakeStripe } from "../../../../../tests/support/fake-stripe.ts";
import { insertChildren, insertParent } from "../../../../../tests/support/families.ts";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app.ts";
import { emailOutbox, payments, registrations } from "../../../db/schema.ts";
import { sendPartialCardRefund } from "../../checkout/index.ts";

const REASON = "Tarif réduit accordé (statut BIM).";

/**
 * An administrator sets one child's price with a reason (decision 0052): the family's total follows
 * the one pricing rule, and what was paid is settled — a new amount to pay, a refund listed or sent
 * to the card in part, or the rest to transfer — with one e-mail and one entry in the history.
 */
describe.each(ENGINES)("a registration's price set by an administrator on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: { cookie: string };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "admin@example.org");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const setPrice = (registrationId: string, payload: object) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/registrations/${registrationId}/price`,
      headers: jsonHeaders(t, admin.cookie),
      payload,
    });
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const priceMails = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "price-change"), eq(emailOutbox.toAddress, to)));

  const transferFamily = (lastName: string) => registerTransferFamily(t, lastName, { priceStandardCents: 8000 });
  const importCredit = (communication: string, cents: number, sequence: string) =>
    importCodaCredit(t, admin.cookie, { communication, cents, sequence });

  it("not paid yet: the family's total follows the new price, told by e-mail with the reason and the transfer to make", async () => {
    const { parent, result } = await transferFamily("Dupont");
    const [lea] = result.registrationIds;
    const answer = await setPrice(lea, { price: "40,00", reason: `  ${REASON}  ` });
    expect(answer.statusCode, answer.body).toBe(200);
    // 80 + 40 − 10 (two children) = 110 €.
    expect(answer.json<RegistrationPriceResult>()).toMatchObject({
      previousPriceCents: 8000,
      priceCents: 4000,
      previousAmountCents: 15000,
      amountCents: 11000,
      money: { kind: "due", refundCents: null },
    });
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 11000, status: "pending" });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, lea));
    expect(row).toMatchObject({ priceCents: 4000, priceReason: REASON });

    const [mail, ...more] = await priceMails(parent.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe("Prix modifié\u00a0: Plaine Dupont");
    expect(mail.text).toMatch(
      /Le prix de l'inscription de Léa Dupont à la plaine «\u00a0Plaine Dupont\u00a0» .* passe de 80,00\s€ à 40,00\s€\./,
    );
    expect(mail.text).toContain(`Raison\u00a0: ${REASON}`);
    expect(mail.text).toMatch(/Le montant à payer passe de 150,00\s€ à 110,00\s€\./);
    // The summary lists each price once: one child at 80 €, one at 40 €.
    expect(mail.text).toMatch(/1 × 80,00\s€/);
    expect(mail.text).toMatch(/1 × 40,00\s€/);

    // In the registration's history, with the reason.
    const history = await t.app.inject({ method: "GET", url: `/api/admin/history/registration/${lea}`, headers: { cookie: admin.cookie } });
    expect(history.statusCode).toBe(200);
    const changes = history.json<AuditHistoryResponse>().entries.flatMap((entry) => entry.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: "price", before: "80,00\u00a0€", after: "40,00\u00a0€" },
        { field: "priceReason", before: null, after: REASON },
      ]),
    );
  });

  it("paid by transfer, then lowered: the difference is listed to refund on the credit, the registrations stay confirmed", async () => {
    const { parent, result } = await transferFamily("Martin");
    const payment = await paymentOf(result.paymentId);
    await importCredit(payment.structuredCommunication!, 15000, "401");
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid" });

    const answer = await setPrice(result.registrationIds[1], { price: "0", reason: "Offert par l'association." });
    expect(answer.json<RegistrationPriceResult>()).toMatchObject({ amountCents: 7000, money: { kind: "refund", refundCents: 8000 } });
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 7000, receivedCents: 15000 });
    const statuses = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.paymentId, result.paymentId));
    expect(statuses.map((row) => row.status)).toEqual(["confirmed", "confirmed"]);
    const lists = await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } });
    const listed = lists.json<BankMovementsResponse>().toRefund.find((movement) => movement.payment?.id === result.paymentId);
    expect(listed?.refundCents).toBe(8000);
    const [mail] = await priceMails(parent.email);
    expect(mail.text).toMatch(/Nous vous remboursons 80,00\s€ par virement, sur le compte d'où venait votre paiement/);
  });

  it("a transfer marked paid by hand, then lowered: no credit carries the refund, so the family is told it will be contacted", async () => {
    const { parent, result } = await transferFamily("Alamain");
    const paid = await sendAs(t, "PATCH", "/api/admin/registrations", admin.cookie, { ids: result.registrationIds, paymentStatus: "paid" });
    expect(paid.statusCode, paid.body).toBe(200);

    const answer = await setPrice(result.registrationIds[1], { price: "0", reason: "Offert par l'association." });
    expect(answer.json<RegistrationPriceResult>()).toMatchObject({ amountCents: 7000, money: { kind: "refund", refundCents: 8000 } });
    const lists = await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } });
    expect(lists.json<BankMovementsResponse>().toRefund.filter((movement) => movement.payment?.id === result.paymentId)).toEqual([]);
    const [mail] = await priceMails(parent.email);
    expect(mail.text).toContain("nous vous contacterons pour convenir du remboursement");
    expect(mail.text).not.toContain("sur le compte d'où venait votre paiement");
  });

  it("paid by transfer, then raised: the payment waits for the rest, with a new deadline and the transfer in the e-mail", async () => {
    const { parent, result } = await transferFamily("Leroy");
    const payment = await paymentOf(result.paymentId);
    await importCredit(payment.structuredCommunication!, 15000, "402");
    const answer = await setPrice(result.registrationIds[0], { price: "95,50", reason: "Garderie du matin ajoutée." });
    expect(answer.json<RegistrationPriceResult>()).toMatchObject({ amountCents: 16550, money: { kind: "balance" } });
    const after = await paymentOf(result.paymentId);
    expect(after).toMatchObject({ status: "pending", amountCents: 16550, receivedCents: 15000 });
    expect(after.deadlineExtendedTo).not.toBeNull();
    const [mail] = await priceMails(parent.email);
    expect(mail.text).toMatch(/il reste 15,50\s€ à payer par virement/);
    expect(mail.text).toContain(payment.structuredCommunication!.slice(0, 3));
    // The rest, paid: confirmed again.
    await importCredit(payment.structuredCommunication!, 1550, "403");
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", receivedCents: 16550 });
  });

  it("paid by card, then lowered: refunded in part through Stripe, once, and nothing is cancelled", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine carte", priceStandardCents: 8000 });
    const parent = await insertParent(t, { firstName: "Nora", lastName: "Carte" });
    const [kid] = await insertChildren(t.db, parent.id, [{ firstName: "Ilyas", lastName: "Carte" }]);
    const result = await registerPaidByCard(t, fake, parent.cookie, activity.id, [kid.id]);

    // Raised: refused, nothing changes.
    const raised = await setPrice(result.registrationId, { price: "90", reason: "Erreur de tarif." });
    expect(raised.statusCode).toBe(409);
    expect(raised.json<ApiErrorBody>().error.message).toContain("Ce paiement par carte est réglé");

    const answer = await setPrice(result.registrationId, { price: "30", reason: REASON });
    expect(answer.json<RegistrationPriceResult>()).toMatchObject({ amountCents: 3000, money: { kind: "refund", refundCents: 5000 } });
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 3000, refundedCents: 5000 });
    // The job was sent with the change; run twice (a retry), Stripe is asked once for 50 €.
    const { rows } = (await t.db.execute(sql`select data from pgboss.job where name = 'card-partial-refund'`)) as {
      rows: { data: { paymentId: string; amountCents: number; refundedCents: number } }[];
    };
    const job = rows.find((row) => row.data.paymentId === result.paymentId)!.data;
    expect(job).toEqual({ paymentId: result.paymentId, amountCents: 5000, refundedCents: 5000 });
    const deps = { db: t.db, gateway: t.app.context.checkoutGateway };
    await sendPartialCardRefund(deps, job);
    await sendPartialCardRefund(deps, job);
    const refunds = [...fake.refunds.values()].filter((refund) => refund.metadata.payment_id === result.paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 5000, metadata: { partial: "true" } });
    // Stripe's events of that refund leave the payment paid and the registration standing.
    const event = fake.event("refund.updated", { ...refunds[0], status: "succeeded" });
    const told = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": fake.sign(event) },
      payload: event,
    });
    expect(told.json<{ outcome: string }>().outcome).toBe("partial_refund_ignored");
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid" });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, result.registrationId));
    expect(row.status).toBe("confirmed");
    const [mail] = await priceMails(parent.email);
    expect(mail.text).toMatch(/Nous vous remboursons 50,00\s€ sur la carte utilisée pour le paiement/);
  });

  it("two prices of one family set at once, while the bank's credit arrives: the total is the rule's, the money counted once", async () => {
    const { result } = await transferFamily("Simon");
    const payment = await paymentOf(result.paymentId);
    const [lea, tom] = result.registrationIds;
    const [first, second] = await Promise.all([
      setPrice(lea, { price: "40", reason: REASON }),
      setPrice(tom, { price: "20", reason: REASON }),
      importCredit(payment.structuredCommunication!, 5000, "404"),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // 40 + 20 − 10 = 50 €, which the credit paid exactly, whatever the order.
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 5000, receivedCents: 5000, status: "paid" });
    const lists = await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } });
    const listed = lists.json<BankMovementsResponse>().toRefund.filter((movement) => movement.payment?.id === result.paymentId);
    expect(listed).toEqual([]);
  });

  it("checks what it is given: a French message, and nothing changes", async () => {
    const { result } = await transferFamily("Petit");
    const [lea] = result.registrationIds;
    const cases: [object, string][] = [
      [{ price: "abc", reason: REASON }, "Le prix doit être un nombre"],
      [{ price: "-5", reason: REASON }, "Le prix ne peut pas être négatif"],
      [{ price: "12,345", reason: REASON }, "Le prix ne peut avoir que deux décimales"],
      [{ price: "10001", reason: REASON }, "Le prix ne peut pas dépasser 10 000 €"],
      [{ price: "40" }, "La raison doit être un texte"],
      [{ price: "40", reason: "   " }, "Indiquez la raison\u00a0: la famille la lira dans l'e-mail"],
      [{ price: "40", reason: "x".repeat(501) }, "La raison ne doit pas dépasser 500\u00a0caractères"],
    ];
    for (const [payload, message] of cases) {
      const answer = await setPrice(lea, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(answer.json<ApiErrorBody>().error.fields ?? {})).toContain(message);
    }
    expect((await setPrice(lea, { price: "80", reason: REASON })).json<ApiErrorBody>().error.message).toBe(
      "C'est déjà le prix de cette inscription.",
    );
    expect((await setPrice("00000000-0000-4000-8000-000000000000", { price: "40", reason: REASON })).statusCode).toBe(404);
    expect((await setPrice("pas-un-id", { price: "40", reason: REASON })).statusCode).toBe(400);
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 15000 });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, lea));
    expect(row).toMatchObject({ priceCents: 8000, priceReason: null });
  });
});
