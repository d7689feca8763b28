/**
 * The simulated checkout of demo sites (no Stripe key): a page of the site marked 'Paiement simulé
 * — aucun montant n'est débité' whose buttons drive exactly what Stripe's webhook drives, through
 * the same service functions (fulfil, markFailed). Abandoning leaves the session open until it
 * expires, as leaving Stripe's page does.
 */
import { asc, eq } from "drizzle-orm";
import { checkoutLineItem } from "../../../domain/checkout.ts";
import type { SimulatedCheckoutView, SimulatedOutcome } from "../../../domain/contracts/registrations.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { activities, checkoutSessions, children, payments, registrations, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { GatewaySession } from "../../payment-providers/checkout-gateway.ts";
import { simulatedPaymentIntent } from "../../payment-providers/simulated-gateway.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { fulfil, markFailed, type CheckoutServiceDeps } from "./service.ts";
import { cancelUrl } from "./start.ts";
import { checkoutSuccessPath } from "../../../domain/paths.ts";
import { payerOf } from "../payments/index.ts";

const SIMULATED_SESSION_NOT_FOUND = "Session de paiement non trouvée";
const SIMULATED_SESSION_CLOSED = "Cette session de paiement n'est plus ouverte.";

async function ownSession(db: Db, parent: Pick<CurrentUser, "id">, sessionId: string) {
  const [found] = await db
    .select({ session: checkoutSessions, payment: payments })
    .from(checkoutSessions)
    .innerJoin(payments, eq(payments.id, checkoutSessions.paymentId))
    .where(eq(checkoutSessions.id, sessionId));
  if (!found || !found.session.simulated || found.payment.parentId !== parent.id) throw notFound(SIMULATED_SESSION_NOT_FOUND);
  const rows = await db
    .select({
      id: registrations.id,
      isPrimary: registrations.isPrimary,
      status: registrations.status,
      priceCents: registrations.priceCents,
      firstName: children.firstName,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(eq(registrations.paymentId, found.payment.id))
    .orderBy(asc(children.firstName));
  const primaryId = (rows.find((row) => row.isPrimary) ?? rows[0]).id;
  return { ...found, rows, primaryId };
}

const isOpen = (session: typeof checkoutSessions.$inferSelect, now: Date) =>
  session.status === "open" && session.expiresAt.getTime() > now.getTime();

export async function getSimulatedCheckout(db: Db, parent: Pick<CurrentUser, "id">, sessionId: string): Promise<SimulatedCheckoutView> {
  const { session, payment, rows, primaryId } = await ownSession(db, parent, sessionId);
  const [activity] = await db.select({ title: activities.title }).from(activities).where(eq(activities.id, payment.activityId));
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, payerOf(payment)));
  const live = rows.filter((row) => row.status !== "cancelled");
  const price = priceFamily(live.map((row) => row.priceCents));
  const line = checkoutLineItem({
    activityTitle: activity.title,
    childFirstNames: live.map((row) => row.firstName),
    discount: price.totalCents === session.amountCents ? price.discount : null,
  });
  return {
    sessionId: session.id,
    registrationId: primaryId,
    activityTitle: activity.title,
    ...line,
    amountCents: session.amountCents,
    customerEmail: user.email,
    expiresAt: session.expiresAt.toISOString(),
    open: isOpen(session, new Date()),
  };
}

/** The parent's choice on the simulated page; returns where the browser goes next. */
export async function completeSimulatedCheckout(
  db: Db,
  deps: CheckoutServiceDeps & AfterCommitDeps & { mailer: Pick<Mailer, "queue" | "deliverSoon"> },
  parent: Pick<CurrentUser, "id">,
  sessionId: string,
  outcome: SimulatedOutcome,
): Promise<{ redirectTo: string }> {
  const { session, payment, primaryId } = await ownSession(db, parent, sessionId);
  const successPath = checkoutSuccessPath(primaryId, encodeURIComponent(session.id));
  if (outcome === "abandon") return { redirectTo: new URL(cancelUrl(deps.config.publicUrl)).pathname };
  if (!isOpen(session, new Date())) throw new HttpError("CONFLICT", SIMULATED_SESSION_CLOSED);
  const reported: GatewaySession = {
    id: session.id,
    url: null,
    status: "complete",
    paymentStatus: outcome === "success" ? "paid" : "unpaid",
    paymentId: payment.id,
    paymentIntentId: outcome === "success" ? simulatedPaymentIntent(session.id) : null,
    amountTotal: session.amountCents,
    expiresAt: session.expiresAt,
  };
  await db.transaction((tx) => (outcome === "success" ? fulfil(tx, deps, payment.id, reported) : markFailed(tx, payment.id, reported)));
  afterCommit(deps);
  return { redirectTo: successPath };
}
