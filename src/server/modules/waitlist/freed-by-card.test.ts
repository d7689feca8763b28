/**
 * Places a card payment gives back reach the waiting list (decision 0032): a card hold ending
 * unpaid — Stripe's `checkout.session.expired`, or the sweeper when the webhook never comes — and
 * a refund Stripe confirms each offer the places at once to the first family in line, held for
 * it, with one e-mail, however many times the event arrives or the sweeper passes.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { createAdmin, jsonHeaders } from "../../../../tests/support/accounts.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { birthDateForAge, insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { activities, emailOutbox, payments, waitlistEntries } from "../../db/schema.ts";

describe.each(ENGINES)("places a card payment gives back go to the waiting list on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "admin@example.org");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.refundsAnswer("succeeded"));

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url, headers: jsonHeaders(t, cookie), payload });
  const webhook = async (payload: string) => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": fake.sign(payload) },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ outcome: string }>().outcome;
  };
  const remaining = async (id: string) =>
    (await t.db.select({ n: activities.remainingSpots }).from(activities).where(eq(activities.id, id)))[0].n;
  const entry = async (id: string) => (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];
  const offerMails = (entryId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `waitlist-offer:${entryId}:%`));

  /** A full plaine of two places: one family holds both by card, another waits with two children. */
  async function fullByCard(label: string) {
    const activity = await insertActivity(t.db, { title: `Plaine ${label}`, capacity: 2, remainingSpots: 2 });
    const payer = await insertParent(t, { firstName: "Carte", lastName: label });
    const paying = await insertChildren(t.db, payer.id, [
      { firstName: "Léa", birthDate: birthDateForAge(6, activity.startDate) },
      { firstName: "Tom", birthDate: birthDateForAge(8, activity.startDate) },
    ]);
    const registered = await post(
      "/api/registrations",
      { activityId: activity.id, childIds: paying.map((kid) => kid.id), paymentMethod: "stripe", acceptTerms: true },
      payer.cookie,
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const { paymentId } = registered.json<{ paymentId: string }>();
    const session = [...fake.sessions.values()].filter((s) => s.metadata.payment_id === paymentId).at(-1)!;

    const waiting: TestParent = await insertParent(t, { firstName: "Attente", lastName: label });
    const kids = await insertChildren(t.db, waiting.id, [
      { firstName: "Ines", birthDate: birthDateForAge(6, activity.startDate) },
      { firstName: "Jules", birthDate: birthDateForAge(7, activity.startDate) },
    ]);
    const joined = await post("/api/waitlist", { activityId: activity.id, childIds: kids.map((kid) => kid.id) }, waiting.cookie);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(await remaining(activity.id)).toBe(0);
    return { activity, paymentId, session, waiting, entryId: joined.json<{ entry: { id: string } }>().entry.id };
  }

  /** The waiting family holds an offer for both places: nobody else can take them, one e-mail said so. */
  async function expectOffered(situation: Awaited<ReturnType<typeof fullByCard>>) {
    expect(await entry(situation.entryId)).toMatchObject({ status: "offered", offerPlaces: 2, offerCount: 1 });
    expect(await remaining(situation.activity.id)).toBe(0);
    const mails = await offerMails(situation.entryId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: situation.waiting.email,
      subject: `Une place s'est libérée\u00a0: ${situation.activity.title}`,
    });
  }

  const endHold = (paymentId: string) =>
    t.db
      .update(payments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));

  it("offers the places of a card hold ended by Stripe's checkout.session.expired, once", async () => {
    const situation = await fullByCard("expirée");
    await endHold(situation.paymentId);
    const expired = fake.event("checkout.session.expired", fake.expire(situation.session.id));
    expect(await webhook(expired)).toBe("expired_released");
    await expectOffered(situation);
    // Stripe delivers again, as it may: nothing more is offered or sent.
    await webhook(expired);
    await webhook(fake.event("checkout.session.expired", fake.session(situation.session.id)));
    await expectOffered(situation);
  });

  it("offers the places of a card hold the sweeper releases when the webhook never comes, once", async () => {
    const situation = await fullByCard("balayée");
    await endHold(situation.paymentId);
    fake.expire(situation.session.id);
    expect((await t.app.checkoutSweeper.sweep()).released).toBeGreaterThanOrEqual(1);
    await expectOffered(situation);
    await t.db.update(payments).set({ sweepLeaseUntil: null }).where(eq(payments.id, situation.paymentId));
    await t.app.checkoutSweeper.sweep();
    await expectOffered(situation);
  });

  it("offers the places of a paid card payment once Stripe confirms its refund, not before", async () => {
    const situation = await fullByCard("remboursée");
    expect(await webhook(fake.event("checkout.session.completed", fake.complete(situation.session.id)))).toBe("paid");
    fake.refundsAnswer("pending");
    const asked = await post(`/api/admin/payments/${situation.paymentId}/refund`, {}, admin.cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    // Asked, not yet refunded: the children keep their places, the family keeps waiting.
    expect(await entry(situation.entryId)).toMatchObject({ status: "waiting" });
    expect(await offerMails(situation.entryId)).toHaveLength(0);

    const refund = [...fake.refunds.values()].find((r) => r.metadata.payment_id === situation.paymentId)!;
    refund.status = "succeeded";
    expect(await webhook(fake.event("refund.updated", refund))).toBe("refunded");
    await expectOffered(situation);
    const charge = { id: "ch_attente", object: "charge", refunded: true, payment_intent: refund.payment_intent, metadata: {} };
    expect(await webhook(fake.event("charge.refunded", charge))).toBe("already_refunded");
    await expectOffered(situation);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, situation.paymentId), eq(payments.status, "refunded")));
    expect(payment).toBeDefined();
  });
});
