/**
 * Opening a Checkout Session for a card payment: right after the registration is committed, and
 * again from 'Payer' while the places are held. The database part is a short transaction on the
 * payment's row; the call to Stripe happens after it, never while a lock is held.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { CHECKOUT_HOLD_MS, checkoutLineItem, STRIPE_MIN_EXPIRY_MS } from "../../../domain/checkout.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { activities, checkoutSessions, children, payments, registrations, users } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { CheckoutGateway, NewCheckoutSession } from "../../payment-providers/checkout-gateway.ts";
import { checkoutSuccessPath, paths } from "../../../domain/paths.ts";
import { payerOf } from "../payments/index.ts";

export interface StartCheckoutDeps {
  db: Db;
  config: Pick<Config, "publicUrl">;
  gateway: CheckoutGateway;
}

/** An open session is handed out again only with this much time left on it. */
const REUSE_MARGIN_MS = 2 * 60 * 1000;
/** Stripe's 30-minute minimum, with room for clocks that differ a little. */
const REPLAY_MARGIN_MS = 15 * 1000;

const ALREADY_PAID = "Ce paiement est déjà réglé.";
const PAYMENT_PROCESSING = "Un paiement est déjà en cours de traitement pour cette inscription.";
const HOLD_OVER = "Le délai de paiement est dépassé\u00a0: les places ont été libérées.";
const NOTHING_TO_PAY = "Aucun montant n'est à payer pour cette inscription.";
export const NOT_A_CARD_PAYMENT = "Cette inscription n'est pas payée par carte bancaire.";

function successUrl(publicUrl: string, registrationId: string): string {
  // {CHECKOUT_SESSION_ID} is replaced by Stripe with the session's id.
  return `${publicUrl}${checkoutSuccessPath(registrationId, "{CHECKOUT_SESSION_ID}")}`;
}

export const cancelUrl = (publicUrl: string) => `${publicUrl}${paths.registrations}`;

/**
 * Decides which session the payment needs and returns it or what to ask Stripe for. One attempt
 * per new session; the key `checkout:<payment>:<attempt>:<amount>` makes a repeated request (a
 * retry, a double click, a second process) get the same session back from Stripe. The attempt is
 * replayed with the same key and expiry as long as Stripe would still accept that expiry and we
 * have no session recorded for it; otherwise a new attempt starts and the hold is extended to the
 * new session's expiry.
 */
async function prepare(db: Db, config: StartCheckoutDeps["config"], paymentId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment) throw new HttpError("NOT_FOUND", "Paiement non trouvé");
    if (payment.method !== "stripe") throw new HttpError("CONFLICT", NOT_A_CARD_PAYMENT);
    if (payment.status !== "pending") throw new HttpError("CONFLICT", ALREADY_PAID);
    if (payment.releasedAt || !payment.holdExpiresAt || payment.holdExpiresAt.getTime() <= now.getTime())
      throw new HttpError("CONFLICT", HOLD_OVER);

    const rows = await tx
      .select({
        id: registrations.id,
        isPrimary: registrations.isPrimary,
        priceCents: registrations.priceCents,
        firstName: children.firstName,
      })
      .from(registrations)
      .innerJoin(children, eq(children.id, registrations.childId))
      .where(and(eq(registrations.paymentId, paymentId), ne(registrations.status, "cancelled")))
      .orderBy(asc(children.firstName));
    if (rows.length === 0 || payment.amountCents <= 0) throw new HttpError("CONFLICT", NOTHING_TO_PAY);

    const sessions = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.paymentId, paymentId));
    if (sessions.some((session) => session.paymentStatus === "processing" || session.paymentStatus === "paid"))
      throw new HttpError("CONFLICT", PAYMENT_PROCESSING);
    const reusable = sessions.find(
      (session) =>
        session.status === "open" &&
        session.amountCents === payment.amountCents &&
        session.url &&
        session.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS,
    );
    if (reusable) return { reuse: reusable.url } as const;

    const replay =
      payment.checkoutAttempt > 0 &&
      !sessions.some((session) => session.attempt === payment.checkoutAttempt) &&
      payment.holdExpiresAt.getTime() - now.getTime() >= STRIPE_MIN_EXPIRY_MS + REPLAY_MARGIN_MS;
    const attempt = replay ? payment.checkoutAttempt : payment.checkoutAttempt + 1;
    const expiresAt = replay ? payment.holdExpiresAt : new Date(now.getTime() + CHECKOUT_HOLD_MS);
    if (!replay) {
      const holdExpiresAt = expiresAt.getTime() > payment.holdExpiresAt.getTime() ? expiresAt : payment.holdExpiresAt;
      await tx.update(payments).set({ checkoutAttempt: attempt, holdExpiresAt, updatedAt: now }).where(eq(payments.id, paymentId));
    }

    const [activity] = await tx.select({ title: activities.title }).from(activities).where(eq(activities.id, payment.activityId));
    const [parent] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, payerOf(payment)));
    const primaryId = (rows.find((row) => row.isPrimary) ?? rows[0]).id;
    const price = priceFamily(rows.map((row) => row.priceCents));
    const line = checkoutLineItem({
      activityTitle: activity.title,
      childFirstNames: rows.map((row) => row.firstName),
      discount: price.totalCents === payment.amountCents ? price.discount : null,
    });
    const input: NewCheckoutSession = {
      paymentId,
      registrationId: primaryId,
      amountCents: payment.amountCents,
      ...line,
      customerEmail: parent.email,
      expiresAt,
      successUrl: successUrl(config.publicUrl, primaryId),
      cancelUrl: cancelUrl(config.publicUrl),
    };
    return { create: input, attempt, key: `checkout:${paymentId}:${attempt}:${payment.amountCents}` } as const;
  });
}

/**
 * The checkout page to send the parent to for this payment: an open session again, or a new one.
 * Refusals are HttpErrors in French; a gateway failure is thrown as it is (GatewayError).
 */
export async function startCheckout(deps: StartCheckoutDeps, paymentId: string, now: Date = new Date()): Promise<string> {
  const plan = await prepare(deps.db, deps.config, paymentId, now);
  if ("reuse" in plan) return plan.reuse!;
  const session = await deps.gateway.createSession(plan.create, plan.key);
  if (!session.url) throw new Error("the checkout session has no url");
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(checkoutSessions)
      .values({
        id: session.id,
        paymentId,
        attempt: plan.attempt,
        amountCents: plan.create.amountCents,
        url: session.url!,
        expiresAt: session.expiresAt,
        simulated: deps.gateway.kind === "simulated",
      })
      .onConflictDoNothing({ target: checkoutSessions.id });
    // The newest session only: a slower, older request does not overwrite it.
    await tx
      .update(payments)
      .set({ stripeSessionId: session.id, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.checkoutAttempt, plan.attempt)));
  });
  return session.url;
}
