import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { CheckoutPage, CheckoutStart, RegistrationPage, RegistrationResult } from "../../../domain/contracts/registrations.ts";
import type { SimulatedCheckoutView } from "../../../domain/contracts/registrations.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { browserRequests } from "../../../../tests/support/accounts.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { startFakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { createTestApp } from "../../../../tests/support/test-app.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { activities, checkoutSessions, emailOutbox, payments, registrations } from "../../db/schema.ts";

describe.each(ENGINES)("simulated card checkout (demo site without a Stripe key) on %s", (engine) => {
  const t = suiteTestApp(engine, { DEMO_DATA: "true" });
  let parent: TestParent;
  let other: TestParent;

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    other = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
  });

  const { get, post } = browserRequests(t);
  const statusesOf = async (paymentId: string) =>
    (await t.db.select({ status: registrations.status }).from(registrations).where(eq(registrations.paymentId, paymentId))).map(
      (row) => row.status,
    );

  async function registerByCard() {
    const activity = await insertActivity(t.db, { title: "Plaine démo", priceStandardCents: 8000, capacity: 10, remainingSpots: 10 });
    const kids = await insertChildren(t.db, parent.id, [{ firstName: "Léa" }, { firstName: "Tom" }]);
    const response = await post(
      "/api/registrations",
      { activityId: activity.id, childIds: kids.map((kid) => kid.id), paymentMethod: "stripe", acceptTerms: true },
      parent.cookie,
    );
    expect(response.statusCode).toBe(201);
    const result = response.json<RegistrationResult>();
    const sessionId = new URL(result.redirectTo, "http://x").searchParams.get("session_id")!;
    return { activity, result, sessionId };
  }

  it("offers card payment, marked as simulated, and sends the browser to the site's own checkout page", async () => {
    const activity = await insertActivity(t.db);
    const page = (await get(`/api/activities/${activity.id}/registration`, parent.cookie)).json<RegistrationPage>();
    expect(page.paymentMethods[0]).toMatchObject({ method: "stripe", label: "Carte bancaire / Bancontact" });
    expect(page.paymentMethods[0].description).toContain("aucun montant n'est débité");

    const { result, sessionId } = await registerByCard();
    expect(result.redirectTo).toMatch(/^\/checkout\/simulated\?session_id=sim_cs_[0-9a-f]{24}$/);
    const view = await get(`/api/checkout/simulated/${sessionId}`, parent.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json<SimulatedCheckoutView>()).toMatchObject({
      sessionId,
      registrationId: result.registrationId,
      activityTitle: "Plaine démo",
      name: "Plaine «\u00a0Plaine démo\u00a0» — 2 enfants",
      amountCents: 15000,
      customerEmail: parent.email,
      open: true,
    });
    // Only its parent sees it.
    expect((await get(`/api/checkout/simulated/${sessionId}`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/checkout/simulated/${sessionId}`, { outcome: "success" }, other.cookie)).statusCode).toBe(404);
    expect((await get(`/api/checkout/simulated/${sessionId}`)).statusCode).toBe(401);
  });

  it("drives the same changes as Stripe's webhook: success confirms and sends the e-mail once", async () => {
    const { activity, result, sessionId } = await registerByCard();
    const answer = await post(`/api/checkout/simulated/${sessionId}`, { outcome: "success" }, parent.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<object>()).toEqual({
      redirectTo: `/checkout/success?session_id=${sessionId}&registration_id=${result.registrationId}`,
    });
    expect(await statusesOf(result.paymentId)).toEqual(["confirmed", "confirmed"]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
    expect(payment).toMatchObject({ status: "paid", amountCents: 15000 });
    expect((await t.db.select().from(activities).where(eq(activities.id, activity.id)))[0].remainingSpots).toBe(8);
    const page = (
      await get(`/api/registrations/${result.registrationId}/checkout?session_id=${sessionId}`, parent.cookie)
    ).json<CheckoutPage>();
    expect(page.checkout.state).toBe("paid");
    // Clicked again (back button): refused, and still one e-mail.
    const again = await post(`/api/checkout/simulated/${sessionId}`, { outcome: "success" }, parent.cookie);
    expect(again.json<ApiErrorBody>().error.message).toBe("Cette session de paiement n'est plus ouverte.");
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `confirmation:${result.paymentId}`)),
    ).toHaveLength(1);
  });

  it("fails like a refused payment, and abandons like leaving the checkout page", async () => {
    const abandoned = await registerByCard();
    const left = await post(`/api/checkout/simulated/${abandoned.sessionId}`, { outcome: "abandon" }, parent.cookie);
    expect(left.json<object>()).toEqual({ redirectTo: "/dashboard/registrations" });
    expect(await statusesOf(abandoned.result.paymentId)).toEqual(["pending", "pending"]);
    // 'Payer' gives the same open session back.
    const pay = await post(`/api/registrations/${abandoned.result.registrationId}/checkout`, {}, parent.cookie);
    expect(pay.json<object>()).toEqual({ url: `/checkout/simulated?session_id=${abandoned.sessionId}` });

    const failed = await registerByCard();
    await post(`/api/checkout/simulated/${failed.sessionId}`, { outcome: "failure" }, parent.cookie);
    const page = (
      await get(`/api/registrations/${failed.result.registrationId}/checkout?session_id=${failed.sessionId}`, parent.cookie)
    ).json<CheckoutPage>();
    expect(page.checkout).toMatchObject({ state: "failed", canPay: true });
    expect(await statusesOf(failed.result.paymentId)).toEqual(["pending", "pending"]);
    expect((await post(`/api/checkout/simulated/${failed.sessionId}`, { outcome: "nope" }, parent.cookie)).statusCode).toBe(400);
  });

  it("ends the hold by the session's own time when the parent never comes back", async () => {
    const { activity, result } = await registerByCard();
    await t.db
      .update(payments)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, result.paymentId));
    // The simulated session expires with the hold: the sweeper finds it over and releases the places.
    await t.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.paymentId, result.paymentId));
    await t.app.checkoutSweeper.sweep();
    expect(await statusesOf(result.paymentId)).toEqual(["cancelled", "cancelled"]);
    expect((await t.db.select().from(activities).where(eq(activities.id, activity.id)))[0].remainingSpots).toBe(10);
  });

  it("is never offered when a Stripe key is set", async () => {
    const fake = await startFakeStripe();
    const withKey = await createTestApp(engine, { ...fake.env, DEMO_DATA: "true" });
    try {
      expect(withKey.config.simulatedCheckout).toBe(false);
      expect(withKey.app.context.checkoutGateway?.kind).toBe("stripe");
      const who = await insertParent(withKey);
      expect(
        (
          await withKey.app.inject({
            method: "GET",
            url: `/api/checkout/simulated/sim_cs_${"0".repeat(24)}`,
            headers: { cookie: who.cookie },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await withKey.close();
      await fake.close();
    }
  });

  /**
   * The registration page after a card checkout left unpaid (Back from the provider's page): the
   * child is registered, and the page carries what 'Payer' needs while the places are held. On a
   * demo site (no Stripe key), whose simulated checkout drives the same changes as Stripe's.
   */
  describe("the registration page's pending card payments", () => {
    const pageOf = async (activityId: string, cookie = parent.cookie) =>
      (await get(`/api/activities/${activityId}/registration`, cookie)).json<RegistrationPage>();
    const childOf = (page: RegistrationPage, id: string) => page.children.find((child) => child.id === id)!;

    async function register(activityId: string, childIds: string[], paymentMethod: "stripe" | "bank_transfer") {
      const response = await post("/api/registrations", { activityId, childIds, paymentMethod, acceptTerms: true }, parent.cookie);
      expect(response.statusCode).toBe(201);
      const result = response.json<RegistrationResult>();
      const sessionId = paymentMethod === "stripe" ? new URL(result.redirectTo, "http://x").searchParams.get("session_id")! : null;
      return { result, sessionId };
    }

    const holdOf = async (paymentId: string) =>
      (await t.db.select({ holdExpiresAt: payments.holdExpiresAt }).from(payments).where(eq(payments.id, paymentId)))[0].holdExpiresAt!;

    it("gives each child of a held card payment its payment and the hold's end, and 'Payer' resumes that checkout", async () => {
      const activity = await insertActivity(t.db, { priceStandardCents: 8000, capacity: 10, remainingSpots: 10 });
      const [lea, nina, tom] = await insertChildren(t.db, parent.id, [{ firstName: "Léa" }, { firstName: "Nina" }, { firstName: "Tom" }]);
      const { result, sessionId } = await register(activity.id, [lea.id, tom.id], "stripe");

      const page = await pageOf(activity.id);
      const pending = {
        paymentId: result.paymentId,
        registrationId: result.registrationId,
        holdExpiresAt: (await holdOf(result.paymentId)).toISOString(),
      };
      expect(childOf(page, lea.id)).toMatchObject({ alreadyRegistered: true, selectable: false, pendingCardPayment: pending });
      expect(childOf(page, tom.id)).toMatchObject({ alreadyRegistered: true, selectable: false, pendingCardPayment: pending });
      expect(childOf(page, nina.id)).toMatchObject({ alreadyRegistered: false, selectable: true, pendingCardPayment: null });
      expect(new Date(pending.holdExpiresAt).getTime()).toBeGreaterThan(Date.now() + 25 * 60 * 1000);

      // 'Payer' with the id the page gives: the same checkout again, for its parent only.
      const pay = await post(`/api/registrations/${pending.registrationId}/checkout`, {}, parent.cookie);
      expect(pay.statusCode).toBe(200);
      expect(pay.json<CheckoutStart>()).toEqual({ url: `/checkout/simulated?session_id=${sessionId}` });
      const stranger = await post(`/api/registrations/${pending.registrationId}/checkout`, {}, other.cookie);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json<ApiErrorBody>().error.message).toBe("Inscription non trouvée");
      // Another family's page of the same plaine says nothing of it.
      expect(JSON.stringify(await pageOf(activity.id, other.cookie))).not.toContain(result.paymentId);

      // Paid: the children stay registered, with nothing left to pay.
      expect((await post(`/api/checkout/simulated/${sessionId}`, { outcome: "success" }, parent.cookie)).statusCode).toBe(200);
      const paid = await pageOf(activity.id);
      expect(childOf(paid, lea.id)).toMatchObject({ alreadyRegistered: true, pendingCardPayment: null });
      expect(childOf(paid, tom.id)).toMatchObject({ alreadyRegistered: true, pendingCardPayment: null });
    });

    it("keeps offering 'Payer' after a refused attempt while the places are held", async () => {
      const activity = await insertActivity(t.db);
      const [zoe] = await insertChildren(t.db, parent.id, [{ firstName: "Zoé" }]);
      const { result, sessionId } = await register(activity.id, [zoe.id], "stripe");
      await post(`/api/checkout/simulated/${sessionId}`, { outcome: "failure" }, parent.cookie);
      expect(childOf(await pageOf(activity.id), zoe.id).pendingCardPayment).toMatchObject({ paymentId: result.paymentId });
    });

    it("gives nothing to pay for a bank transfer awaiting payment: 'Déjà inscrit' only", async () => {
      const activity = await insertActivity(t.db);
      const [adam] = await insertChildren(t.db, parent.id, [{ firstName: "Adam" }]);
      await register(activity.id, [adam.id], "bank_transfer");
      expect(childOf(await pageOf(activity.id), adam.id)).toMatchObject({ alreadyRegistered: true, pendingCardPayment: null });
    });

    it("once the hold is over offers no 'Payer', and once the places are freed the child can be ticked again", async () => {
      const activity = await insertActivity(t.db, { capacity: 10, remainingSpots: 10 });
      const [jade] = await insertChildren(t.db, parent.id, [{ firstName: "Jade" }]);
      const { result } = await register(activity.id, [jade.id], "stripe");
      const past = new Date(Date.now() - 1000);
      await t.db.update(payments).set({ holdExpiresAt: past }).where(eq(payments.id, result.paymentId));
      await t.db.update(checkoutSessions).set({ expiresAt: past }).where(eq(checkoutSessions.paymentId, result.paymentId));

      // Over, not swept yet: still registered, nothing to pay.
      expect(childOf(await pageOf(activity.id), jade.id)).toMatchObject({ alreadyRegistered: true, pendingCardPayment: null });
      // The job cancels the registration: the child is simply not registered any more.
      await t.app.checkoutSweeper.sweep();
      expect(childOf(await pageOf(activity.id), jade.id)).toMatchObject({
        alreadyRegistered: false,
        selectable: true,
        pendingCardPayment: null,
      });
    });
  });
});
