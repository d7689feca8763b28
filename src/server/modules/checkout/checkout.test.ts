import { and, eq, like } from "drizzle-orm";
import type { AuditHistoryResponse } from "../../../domain/contracts/admin-history.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { CHECKOUT_HOLD_MS } from "../../../domain/checkout.ts";
import type { PaymentSystemStatus } from "../../../domain/contracts/admin.ts";
import type { CheckoutPage, PaymentSummary, RegistrationGroup, RegistrationPage } from "../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../domain/money.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { createAdmin, jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { insertChild, insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";
import { activities, checkoutSessions, emailOutbox, payments, registrations, webhookEvents } from "../../db/schema.ts";

const MAILBOX = "inscriptions@plaines-soleil.be";

const eventId = (payload: string) => (JSON.parse(payload) as { id: string }).id;

describe.each(ENGINES)("card payment with Stripe Checkout on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let parent: TestParent;
  let other: TestParent;
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, { ...fake.env, REGISTRATIONS_MAILBOX: MAILBOX });
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    other = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
    admin = await createAdmin(t, "admin@example.org");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.refundsAnswer("succeeded"));

  const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url, headers: jsonHeaders(t, cookie), payload });
  const webhook = (payload: string, signature: string | null = fake.sign(payload)) =>
    t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      payload,
    });
  const remaining = async (id: string) =>
    (await t.db.select({ n: activities.remainingSpots }).from(activities).where(eq(activities.id, id)))[0].n;
  const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const statusesOf = async (paymentId: string) =>
    (await t.db.select({ status: registrations.status }).from(registrations).where(eq(registrations.paymentId, paymentId)))
      .map((row) => row.status)
      .sort();
  const confirmations = (paymentId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `confirmation:${paymentId}`));
  /** The updated confirmations of a payment (a transfer's, after a cancellation): never a card payment's. */
  const updates = (paymentId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `confirmation-update:${paymentId}:%`));
  const sessionOf = (paymentId: string) =>
    [...fake.sessions.values()].filter((session) => session.metadata.payment_id === paymentId).at(-1)!;
  const checkoutPage = (registrationId: string, sessionId?: string, cookie = parent.cookie) =>
    get(`/api/registrations/${registrationId}/checkout${sessionId ? `?session_id=${sessionId}` : ""}`, cookie);
  const pageOf = async (registrationId: string, sessionId?: string) => (await checkoutPage(registrationId, sessionId)).json<CheckoutPage>();
  const outcomeOf = async (payload: string) => (await webhook(payload)).json<{ outcome: string; duplicate: boolean }>().outcome;
  const errorOf = (answer: { json: <T>() => T }) => answer.json<ApiErrorBody>().error.message;
  const paymentSummary = (groups: RegistrationGroup[], paymentId: string): PaymentSummary =>
    groups.flatMap((group) => group.payments).find((payment) => payment.id === paymentId)!;
  const endHold = (paymentId: string) =>
    t.db
      .update(payments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));

  /** A family registers children by card; the session the app asked Stripe for. */
  async function registerByCard(
    options: { count?: number; activity?: Awaited<ReturnType<typeof insertActivity>>; who?: TestParent; allergies?: string } = {},
  ) {
    const who = options.who ?? parent;
    const activity =
      options.activity ?? (await insertActivity(t.db, { title: "Jeux d'été", priceStandardCents: 8000, capacity: 10, remainingSpots: 10 }));
    const kids = await insertChildren(
      t.db,
      who.id,
      Array.from({ length: options.count ?? 2 }, (_, index) => ({
        firstName: ["Léa", "Tom", "Zoé", "Noah"][index],
        lastName: "Dupontel",
        allergies: options.allergies ?? null,
      })),
    );
    const response = await post(
      "/api/registrations",
      { activityId: activity.id, childIds: kids.map((kid) => kid.id), paymentMethod: "stripe", acceptTerms: true },
      who.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<{ registrationId: string; paymentId: string; redirectTo: string; paymentError?: string }>();
    return { activity, kids, result, session: result.paymentError ? null : sessionOf(result.paymentId) };
  }

  describe("registering by card", () => {
    it("offers 'Carte bancaire / Bancontact' first, then bank transfer", async () => {
      const activity = await insertActivity(t.db);
      const page = (await get(`/api/activities/${activity.id}/registration`, parent.cookie)).json<RegistrationPage>();
      expect(page.paymentMethods.map((m) => [m.method, m.label])).toEqual([
        ["stripe", "Carte bancaire / Bancontact"],
        ["bank_transfer", "Virement bancaire"],
      ]);
    });

    it("holds the places and sends the browser to a Checkout Session that adds up to the server's total", async () => {
      const before = Date.now();
      const { activity, result, session } = await registerByCard({ allergies: "Arachides" });
      expect(result.redirectTo).toBe(session!.url);
      expect(await remaining(activity.id)).toBe(8);

      const payment = await paymentRow(result.paymentId);
      expect(payment).toMatchObject({ method: "stripe", status: "pending", amountCents: 15000, stripeSessionId: session!.id });
      expect(payment.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + CHECKOUT_HOLD_MS - 1000);
      expect(await statusesOf(result.paymentId)).toEqual(["pending", "pending"]);
      // Nothing is confirmed, so nothing is sent yet.
      expect(await confirmations(result.paymentId)).toHaveLength(0);

      expect(session).toMatchObject({
        mode: "payment",
        currency: "eur",
        amount_total: 15000,
        allowed_payment_method_types: ["card", "bancontact"],
        customer_email: parent.email,
        client_reference_id: result.registrationId,
        metadata: { payment_id: result.paymentId, registration_id: result.registrationId },
        success_url: `${t.config.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}&registration_id=${result.registrationId}`,
        cancel_url: `${t.config.publicUrl}/dashboard/registrations`,
      });
      expect(session!.payment_intent_data).toMatchObject({ metadata: { payment_id: result.paymentId } });
      expect(session!.expires_at).toBe(Math.floor(payment.holdExpiresAt!.getTime() / 1000));
      expect(session!.line_items).toHaveLength(1);
      const line = session!.line_items[0] as {
        quantity: string;
        price_data: { unit_amount: string; product_data: { name: string; description: string } };
      };
      expect(line.quantity).toBe("1");
      expect(line.price_data.unit_amount).toBe("15000");
      expect(line.price_data.product_data.name).toBe("Plaine «\u00a0Jeux d'été\u00a0» — 2 enfants");
      expect(line.price_data.product_data.description).toBe(`Léa, Tom · Réduction famille (2 enfants)\u00a0: -${formatEuros(1000)}`);
      // First names only: no surname, nothing of the medical file.
      const sent = JSON.stringify(fake.requests.filter((request) => request.path === "/v1/checkout/sessions").at(-1)!.params);
      expect(sent).not.toContain("Dupontel");
      expect(sent).not.toContain("Arachides");
      expect(
        fake.requests.find(
          (request) => request.params.metadata && (request.params.metadata as { payment_id?: string }).payment_id === result.paymentId,
        )!.idempotencyKey,
      ).toBe(`checkout:${result.paymentId}:1:15000`);
    });

    it("keeps the registration when Stripe fails, says so, and 'Payer' opens the session later, once", async () => {
      fake.failNext(1);
      const { activity, result } = await registerByCard({ count: 1 });
      expect(result.paymentError).toBe("Erreur lors de la création de la session de paiement");
      expect(result.redirectTo).toBe("/dashboard/registrations");
      expect(await remaining(activity.id)).toBe(9);
      expect(await statusesOf(result.paymentId)).toEqual(["pending"]);

      const history = (await get("/api/registrations", parent.cookie)).json<{ groups: RegistrationGroup[] }>();
      expect(paymentSummary(history.groups, result.paymentId).checkout).toMatchObject({
        state: "open",
        stateLabel: "Paiement en attente",
        canPay: true,
      });

      const pay = () => post(`/api/registrations/${result.registrationId}/checkout`, {}, parent.cookie);
      const first = await pay();
      expect(first.statusCode).toBe(200);
      const session = sessionOf(result.paymentId);
      expect(first.json<object>()).toEqual({ url: session.url });
      // The same attempt, replayed with the same key: Stripe would give back the same session.
      const keys = fake.requests.filter(
        (request) =>
          request.path === "/v1/checkout/sessions" && (request.params.metadata as { payment_id?: string })?.payment_id === result.paymentId,
      );
      expect(new Set(keys.map((request) => request.idempotencyKey))).toEqual(new Set([`checkout:${result.paymentId}:1:8000`]));
      // Asked again: the open session again, no new one.
      expect((await pay()).json<object>()).toEqual({ url: session.url });
      expect([...fake.sessions.values()].filter((s) => s.metadata.payment_id === result.paymentId)).toHaveLength(1);
      // Not for another parent.
      expect((await post(`/api/registrations/${result.registrationId}/checkout`, {}, other.cookie)).statusCode).toBe(404);
      expect((await post(`/api/registrations/${result.registrationId}/checkout`, {})).statusCode).toBe(401);
    });
  });

  describe("webhook", () => {
    it("confirms on checkout.session.completed, once, whatever the number of deliveries", async () => {
      const { activity, result, session } = await registerByCard();
      fake.complete(session!.id);
      const payload = fake.event("checkout.session.completed", fake.session(session!.id));
      const answers = [];
      for (let i = 0; i < 10; i += 1) answers.push(await webhook(payload));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(answers[0].json<object>()).toMatchObject({ received: true, outcome: "paid", duplicate: false });
      expect(answers[9].json<object>()).toMatchObject({ outcome: "paid", duplicate: true });

      const payment = await paymentRow(result.paymentId);
      expect(payment).toMatchObject({
        status: "paid",
        stripePaymentIntentId: fake.session(session!.id).payment_intent,
        amountCents: 15000,
      });
      expect(payment.paidAt).toBeInstanceOf(Date);
      expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);
      expect(await remaining(activity.id)).toBe(8);
      const mails = await confirmations(result.paymentId);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        toAddress: parent.email,
        ccAddress: MAILBOX,
        subject: "Confirmation d'inscription\u00a0: Jeux d'été",
      });
      expect(mails[0].text).toContain("Votre paiement en ligne a bien été reçu");
      const [event] = await t.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, eventId(payload)));
      expect(event).toMatchObject({ type: "checkout.session.completed", outcome: "paid", deliveries: 10, paymentId: result.paymentId });
    });

    it("makes one change and one e-mail when the same event arrives ten times at once", async () => {
      const { activity, result, session } = await registerByCard();
      fake.complete(session!.id);
      const payload = fake.event("checkout.session.completed", fake.session(session!.id));
      const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(payload)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect(answers.filter((answer) => !answer.json<{ duplicate: boolean }>().duplicate)).toHaveLength(1);
      expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);
      expect(await remaining(activity.id)).toBe(8);
      expect(await confirmations(result.paymentId)).toHaveLength(1);
    });

    it("refuses a bad, stale or missing signature with 400, and changes nothing", async () => {
      const { result, session } = await registerByCard({ count: 1 });
      fake.complete(session!.id);
      const payload = fake.event("checkout.session.completed", fake.session(session!.id));
      const refused = [
        await webhook(payload, fake.sign(payload, { secret: "whsec_someone_else" })),
        await webhook(payload, fake.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
        await webhook(payload, null),
        await webhook(payload.replace('"unpaid"', '"paid"').replace(result.paymentId, "tampered"), fake.sign(payload)),
      ];
      for (const answer of refused) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json<ApiErrorBody>()).toEqual({ error: { code: "BAD_REQUEST", message: "Signature du webhook invalide." } });
      }
      expect((await paymentRow(result.paymentId)).status).toBe("pending");
      expect(
        await t.db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.id, eventId(payload))),
      ).toHaveLength(0);
      // Signed by Stripe, without any Origin: accepted although cross-site POSTs are refused elsewhere.
      expect((await webhook(payload)).statusCode).toBe(200);
    });

    it("answers 200 to events it does not handle", async () => {
      const answer = await webhook(fake.event("customer.created", { id: "cus_1", object: "customer" }));
      expect(answer.statusCode).toBe(200);
      expect(answer.json<object>()).toMatchObject({ outcome: "ignored" });
      // As Stripe sends it, with a charset.
      const payload = fake.event("customer.updated", { id: "cus_1", object: "customer" });
      const withCharset = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": fake.sign(payload) },
        payload,
      });
      expect(withCharset.statusCode).toBe(200);
      // Not JSON at all: refused in the usual shape, never a 500.
      const text = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "content-type": "text/plain", "stripe-signature": fake.sign("x") },
        payload: "x",
      });
      expect(text.statusCode).toBe(400);
      expect(text.json<ApiErrorBody>().error.code).toBe("BAD_REQUEST");
    });

    it("reads its raw bytes in its own scope: every other route keeps the app's JSON-only gate", async () => {
      const deep = "[".repeat(40) + "]".repeat(40);
      // The webhook reads what the gate would refuse (no content type, JSON nested too deep) and
      // judges it by its signature, then by its shape.
      for (const [headers, signature, message] of [
        [{}, "bad", "Signature du webhook invalide."],
        [{ "content-type": "application/json" }, "bad", "Signature du webhook invalide."],
        [{}, fake.sign(deep), "Événement du webhook illisible."],
        [{ "content-type": "application/json" }, fake.sign(deep), "Événement du webhook illisible."],
      ] as const) {
        const answer = await t.app.inject({
          method: "POST",
          url: "/api/webhooks/stripe",
          headers: { ...headers, "stripe-signature": signature },
          payload: deep,
        });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json<ApiErrorBody>().error).toEqual({ code: "BAD_REQUEST", message });
      }
      // Another route: text is refused, and so is JSON nested too deep.
      const asText = await t.app.inject({
        method: "POST",
        url: "/api/children",
        headers: { ...jsonHeaders(t, parent.cookie), "content-type": "text/plain" },
        payload: "{}",
      });
      expect(asText.statusCode).toBe(415);
      expect(asText.json<ApiErrorBody>().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      const tooDeep = await t.app.inject({ method: "POST", url: "/api/children", headers: jsonHeaders(t, parent.cookie), payload: deep });
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json<ApiErrorBody>().error.message).toBe("Le contenu de la requête est trop imbriqué.");
    });

    it("keeps a paid payment paid when 'expired' arrives after 'completed'", async () => {
      const { activity, result, session } = await registerByCard();
      fake.complete(session!.id);
      expect(await outcomeOf(fake.event("checkout.session.completed", fake.session(session!.id)))).toBe("paid");
      await endHold(result.paymentId);
      expect(await outcomeOf(fake.event("checkout.session.expired", { ...fake.session(session!.id), status: "expired" }))).toBe("ignored");
      expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);
      expect(await remaining(activity.id)).toBe(8);
      expect((await t.app.checkoutSweeper.sweep()).released).toBe(0);
      expect(await confirmations(result.paymentId)).toHaveLength(1);
    });

    it("waits for an asynchronous payment, then confirms it or lets the parent try again", async () => {
      const { result, session } = await registerByCard({ count: 1 });
      fake.complete(session!.id, { paid: false });
      expect(await outcomeOf(fake.event("checkout.session.completed", fake.session(session!.id)))).toBe("processing");
      let page = await pageOf(result.registrationId, session!.id);
      expect(page.checkout).toMatchObject({ state: "processing", canPay: false });
      // The hold is over but the money is on its way: the places are kept.
      await endHold(result.paymentId);
      await t.app.checkoutSweeper.sweep();
      expect(await statusesOf(result.paymentId)).toEqual(["pending"]);
      fake.settle(session!.id);
      expect(await outcomeOf(fake.event("checkout.session.async_payment_succeeded", fake.session(session!.id)))).toBe("paid");
      page = await pageOf(result.registrationId, session!.id);
      expect(page.checkout.state).toBe("paid");
      expect(["sending", "sent"]).toContain(page.confirmation);

      const second = await registerByCard({ count: 1 });
      fake.complete(second.session!.id, { paid: false });
      await webhook(fake.event("checkout.session.completed", fake.session(second.session!.id)));
      expect(await outcomeOf(fake.event("checkout.session.async_payment_failed", fake.session(second.session!.id)))).toBe("failed");
      page = await pageOf(second.result.registrationId, second.session!.id);
      expect(page.checkout).toMatchObject({ state: "failed", stateLabel: "Paiement refusé", canPay: true });
      // 'Payer' again: a new session, a new attempt, the hold extended.
      const again = await post(`/api/registrations/${second.result.registrationId}/checkout`, {}, parent.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json<{ url: string }>().url).not.toBe(second.session!.url);
      expect((await paymentRow(second.result.paymentId)).checkoutAttempt).toBe(2);
    });
  });

  describe("the hold", () => {
    it("ends with checkout.session.expired: registrations cancelled, places given back", async () => {
      const { activity, result, session } = await registerByCard();
      await endHold(result.paymentId);
      fake.expire(session!.id);
      expect(await outcomeOf(fake.event("checkout.session.expired", fake.session(session!.id)))).toBe("expired_released");
      expect(await statusesOf(result.paymentId)).toEqual(["cancelled", "cancelled"]);
      expect(await remaining(activity.id)).toBe(10);
      const page = await pageOf(result.registrationId, session!.id);
      expect(page.checkout).toMatchObject({ state: "expired", canPay: false });
      // Never confirmed, so no updated confirmation either.
      expect(await updates(result.paymentId)).toHaveLength(0);
      expect(errorOf(await post(`/api/registrations/${result.registrationId}/checkout`, {}, parent.cookie))).toBe(
        "Le délai de paiement est dépassé\u00a0: les places ont été libérées.",
      );
    });

    it("ends without the webhook: the sweeper asks Stripe first, confirms a paid session, releases an expired one", async () => {
      const open = await registerByCard({ count: 1 });
      const paidUnheard = await registerByCard({ count: 1 });
      const expired = await registerByCard({ count: 1 });
      for (const item of [open, paidUnheard, expired]) await endHold(item.result.paymentId);
      fake.complete(paidUnheard.session!.id);
      fake.expire(expired.session!.id);

      const swept = await t.app.checkoutSweeper.sweep();
      expect(swept.released).toBeGreaterThanOrEqual(1);
      expect(swept.settled).toBeGreaterThanOrEqual(1);
      // Stripe still says open (it expires sessions a little late): nothing released yet.
      expect(await statusesOf(open.result.paymentId)).toEqual(["pending"]);
      expect(await statusesOf(paidUnheard.result.paymentId)).toEqual(["confirmed"]);
      expect(await confirmations(paidUnheard.result.paymentId)).toHaveLength(1);
      expect(await statusesOf(expired.result.paymentId)).toEqual(["cancelled"]);
      expect(await remaining(expired.activity.id)).toBe(10);

      // The webhook of the paid session arrives after all: nothing more happens.
      await webhook(fake.event("checkout.session.completed", fake.session(paidUnheard.session!.id)));
      expect(await confirmations(paidUnheard.result.paymentId)).toHaveLength(1);

      fake.expire(open.session!.id);
      // The lease keeps another pass (another process) off it for two minutes.
      await t.app.checkoutSweeper.sweep();
      expect(await statusesOf(open.result.paymentId)).toEqual(["pending"]);
      await t.db.update(payments).set({ sweepLeaseUntil: null }).where(eq(payments.id, open.result.paymentId));
      await t.app.checkoutSweeper.sweep();
      expect(await statusesOf(open.result.paymentId)).toEqual(["cancelled"]);
    });

    it("is released once when two processes sweep at the same moment", async () => {
      // A second app process on the same database (PostgreSQL: a real second pool).
      const second = engine === "postgres" ? await openDatabase({ databaseUrl: t.database.url! }) : null;
      const app2 = second ? await buildApp({ config: t.config, database: second }) : null;
      try {
        const activity = await insertActivity(t.db, { capacity: 10, remainingSpots: 10 });
        // Two places stay taken by another family: a place given back twice would show.
        const kept = await insertChildren(t.db, other.id, [{ firstName: "Ana" }, { firstName: "Bob" }]);
        await postTransferRegistration(
          t,
          other.cookie,
          activity.id,
          kept.map((c) => c.id),
        );
        const items = [
          await registerByCard({ activity }),
          await registerByCard({ activity }),
          await registerByCard({ activity, count: 1 }),
        ];
        expect(await remaining(activity.id)).toBe(3);
        for (const item of items) {
          await endHold(item.result.paymentId);
          fake.expire(item.session!.id);
        }
        await Promise.all([t.app.checkoutSweeper.sweep(), (app2 ?? t.app).checkoutSweeper.sweep()]);
        for (const item of items) expect((await statusesOf(item.result.paymentId)).every((status) => status === "cancelled")).toBe(true);
        expect(await remaining(activity.id)).toBe(8);
      } finally {
        await app2?.close();
        await second?.close();
      }
    });

    it("sends no updated confirmation when the parent cancels a child of an unpaid card payment: the next session asks the new amount", async () => {
      const { activity, result, session } = await registerByCard();
      const [first] = await t.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.paymentId, result.paymentId));
      expect((await post(`/api/registrations/${first.id}/cancel`, {}, parent.cookie)).statusCode).toBe(200);
      expect(await remaining(activity.id)).toBe(9);
      expect((await paymentRow(result.paymentId)).amountCents).toBe(8000);
      expect(await updates(result.paymentId)).toHaveLength(0);
      expect(await confirmations(result.paymentId)).toHaveLength(0);
      const again = await post(`/api/registrations/${result.registrationId}/checkout`, {}, parent.cookie);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<{ url: string }>().url).not.toBe(session!.url);
      expect(sessionOf(result.paymentId).amount_total).toBe(8000);
    });

    it("takes the places again for a payment arriving after the release, when they are still free", async () => {
      const { activity, result, session } = await registerByCard();
      await endHold(result.paymentId);
      fake.expire(session!.id);
      await t.app.checkoutSweeper.sweep();
      expect(await remaining(activity.id)).toBe(10);
      expect((await paymentRow(result.paymentId)).amountCents).toBe(0);

      // Stripe lets the page be paid at the last second: the completion comes after the release.
      const paid = fake.complete(session!.id);
      expect(await outcomeOf(fake.event("checkout.session.completed", paid))).toBe("paid");
      expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);
      expect(await remaining(activity.id)).toBe(8);
      expect(await paymentRow(result.paymentId)).toMatchObject({ status: "paid", amountCents: 15000, refundDue: false, releasedAt: null });
      expect(await confirmations(result.paymentId)).toHaveLength(1);
      expect(await updates(result.paymentId)).toHaveLength(0);
    });

    it("marks a late payment for refund when its places were taken meanwhile, and administrators see it", async () => {
      const activity = await insertActivity(t.db, { capacity: 2, remainingSpots: 2 });
      const { result, session } = await registerByCard({ activity });
      await endHold(result.paymentId);
      fake.expire(session!.id);
      await t.app.checkoutSweeper.sweep();
      // Another family takes the two places.
      const others = await insertChildren(t.db, other.id, [{ firstName: "Ana" }, { firstName: "Bob" }]);
      await postTransferRegistration(
        t,
        other.cookie,
        activity.id,
        others.map((c) => c.id),
      );

      const paid = fake.complete(session!.id);
      expect(await outcomeOf(fake.event("checkout.session.completed", paid))).toBe("paid_refund_due");
      expect(await statusesOf(result.paymentId)).toEqual(["cancelled", "cancelled"]);
      expect(await remaining(activity.id)).toBe(0);
      expect(await paymentRow(result.paymentId)).toMatchObject({ status: "paid", refundDue: true, amountCents: 15000 });
      expect(await confirmations(result.paymentId)).toHaveLength(0);
      const page = await pageOf(result.registrationId, session!.id);
      expect(page.checkout).toMatchObject({ state: "refund_due", canPay: false });

      const status = (await get("/api/admin/payments/status", admin.cookie)).json<PaymentSystemStatus>();
      expect(status.mode).toBe("stripe");
      expect(status.refundsDue).toBeGreaterThanOrEqual(1);
      const list = (await get("/api/admin/registrations", admin.cookie)).json<{ groups: RegistrationGroup[] }>();
      expect(paymentSummary(list.groups, result.paymentId).checkout!.state).toBe("refund_due");

      // The administrator refunds it through Stripe.
      const refunded = await post(`/api/admin/payments/${result.paymentId}/refund`, {}, admin.cookie);
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json<{ payment: object }>().payment).toMatchObject({ status: "refunded", statusLabel: "Remboursé" });
      expect(await paymentRow(result.paymentId)).toMatchObject({ status: "refunded", refundDue: false });
    });
  });

  describe("the success page", () => {
    it("asks Stripe itself when the webhook has not come, and shows the server's state", async () => {
      const { result, session } = await registerByCard();
      const answer = await checkoutPage(result.registrationId, session!.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<CheckoutPage>()).toMatchObject({
        registration: { id: result.registrationId, reference: result.registrationId.slice(-8) },
        activity: { title: "Jeux d'été" },
        children: [
          { firstName: "Léa", lastName: "Dupontel" },
          { firstName: "Tom", lastName: "Dupontel" },
        ],
        payment: { status: "pending", amountCents: 15000, paidAt: null },
        checkout: { state: "open", canPay: true },
        confirmation: null,
      });
      fake.complete(session!.id);
      const reads = fake.requests.filter((request) => request.method === "GET").length;
      const paidPage = await pageOf(result.registrationId, session!.id);
      expect(fake.requests.filter((request) => request.method === "GET").length).toBe(reads + 1);
      expect(paidPage).toMatchObject({ payment: { status: "paid" }, checkout: { state: "paid", canPay: false } });
      // Queued with the payment, the worker woken at once: on PostgreSQL it may already be sent.
      expect(["sending", "sent"]).toContain(paidPage.confirmation);
      expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);
      // Then the webhook: no second e-mail; the page asks Stripe no more once paid.
      await webhook(fake.event("checkout.session.completed", fake.session(session!.id)));
      await checkoutPage(result.registrationId, session!.id);
      expect(fake.requests.filter((request) => request.method === "GET").length).toBe(reads + 1);
      expect(await confirmations(result.paymentId)).toHaveLength(1);
      await t.app.context.mailWorker.deliverDue();
      expect((await pageOf(result.registrationId, session!.id)).confirmation).toBe("sent");
    });

    it("knows nothing of a session that is not this registration's, or a registration that is not the parent's", async () => {
      const mine = await registerByCard({ count: 1 });
      const theirs = await registerByCard({ count: 1, who: other });
      const message = { error: { code: "NOT_FOUND", message: "Aucune information d'inscription trouvée" } };
      expect((await checkoutPage(mine.result.registrationId, theirs.session!.id)).json<ApiErrorBody>()).toEqual(message);
      expect((await checkoutPage(theirs.result.registrationId, theirs.session!.id)).json<ApiErrorBody>()).toEqual(message);
      expect((await checkoutPage(mine.result.registrationId, "cs_test_made_up")).statusCode).toBe(404);
      expect((await checkoutPage(mine.result.registrationId, mine.session!.id, admin.cookie)).statusCode).toBe(200);
      expect((await get(`/api/registrations/${mine.result.registrationId}/checkout`)).statusCode).toBe(401);
      // A bank transfer has no checkout.
      const activity = await insertActivity(t.db);
      const child = await insertChild(t.db, parent.id, { firstName: "Iris" });
      const transfer = await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);
      expect((await checkoutPage(transfer.json<{ registrationId: string }>().registrationId)).json<ApiErrorBody>()).toEqual(message);
    });
  });

  describe("refunds by an administrator", () => {
    it("is for administrators only", async () => {
      const { result } = await registerByCard({ count: 1 });
      expect((await post(`/api/admin/payments/${result.paymentId}/refund`, {})).statusCode).toBe(401);
      expect((await post(`/api/admin/payments/${result.paymentId}/refund`, {}, parent.cookie)).statusCode).toBe(403);
      expect((await get("/api/admin/payments/status", parent.cookie)).statusCode).toBe(403);
      expect(errorOf(await post(`/api/admin/payments/${result.paymentId}/refund`, {}, admin.cookie))).toBe(
        "Ce paiement n'a pas été reçu\u00a0: il n'y a rien à rembourser.",
      );
    });

    it("refunds in full when Stripe confirms: registrations cancelled, places back, the parent told once", async () => {
      const { activity, result, session } = await registerByCard();
      fake.complete(session!.id);
      await webhook(fake.event("checkout.session.completed", fake.session(session!.id)));
      fake.refundsAnswer("pending");
      const answer = await post(`/api/admin/payments/${result.paymentId}/refund`, {}, admin.cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<object>()).toMatchObject({ payment: { status: "paid" }, refund: { status: "pending" } });
      const refundRequest = fake.requests.filter((request) => request.path === "/v1/refunds").at(-1)!;
      expect(refundRequest.params).toMatchObject({
        payment_intent: fake.session(session!.id).payment_intent,
        metadata: { payment_id: result.paymentId },
      });
      expect(refundRequest.idempotencyKey).toMatch(new RegExp(`^refund:${result.paymentId}:`));
      // The administrator's request is in each registration's history.
      const history = (await get(`/api/admin/history/registration/${result.registrationId}`, admin.cookie)).json<AuditHistoryResponse>();
      expect(history.entries[0].changes).toEqual([{ field: "refundRequested", before: false, after: true }]);
      expect(errorOf(await post(`/api/admin/payments/${result.paymentId}/refund`, {}, admin.cookie))).toBe(
        "Un remboursement est déjà en cours pour ce paiement.",
      );
      expect((await pageOf(result.registrationId)).checkout.state).toBe("refunding");
      // Nothing changes until Stripe confirms.
      expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);

      const refund = [...fake.refunds.values()].find((r) => r.metadata.payment_id === result.paymentId)!;
      refund.status = "succeeded";
      expect(await outcomeOf(fake.event("refund.updated", refund))).toBe("refunded");
      const charge = { id: "ch_1", object: "charge", refunded: true, payment_intent: refund.payment_intent, metadata: {} };
      expect(await outcomeOf(fake.event("charge.refunded", charge))).toBe("already_refunded");
      expect(await paymentRow(result.paymentId)).toMatchObject({ status: "refunded", stripeRefundId: refund.id });
      expect(await statusesOf(result.paymentId)).toEqual(["cancelled", "cancelled"]);
      expect(await remaining(activity.id)).toBe(10);
      const mails = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `refund:${result.paymentId}`));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: parent.email, subject: "Remboursement\u00a0: Jeux d'été" });
      // The refund e-mail is the one message: no updated confirmation besides it.
      expect(await updates(result.paymentId)).toHaveLength(0);
      expect(errorOf(await post(`/api/admin/payments/${result.paymentId}/refund`, {}, admin.cookie))).toBe(
        "Ce paiement est déjà remboursé.",
      );
    });

    it("tells the settings page the last webhook received", async () => {
      const payload = fake.event("payment_intent.created", { id: "pi_x", object: "payment_intent" });
      await webhook(payload);
      const status = (await get("/api/admin/payments/status", admin.cookie)).json<PaymentSystemStatus>();
      expect(status.lastWebhook).toMatchObject({ type: "payment_intent.created", outcome: "ignored", deliveries: 1 });
      expect(Date.parse(status.lastWebhook!.receivedAt)).toBeGreaterThan(Date.now() - 60_000);
      const stored = await t.db.select().from(checkoutSessions).where(like(checkoutSessions.id, "cs_test_%"));
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.every((row) => !row.simulated)).toBe(true);
      expect(
        await t.db
          .select()
          .from(webhookEvents)
          .where(and(eq(webhookEvents.type, "payment_intent.created"))),
      ).toHaveLength(1);
    });
  });
});
