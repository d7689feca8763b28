/**
 * What the parent's pages show of a card payment: the success page (asking Stripe itself while
 * the payment is not settled, so a late or lost webhook does not keep the parent waiting), and
 * 'Payer'. The URL's words are never believed: the state is the server's.
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { CHECKOUT_SESSION_ERROR, checkoutSummary, REGISTRATION_INFO_NOT_FOUND } from "../../../domain/checkout.ts";
import { PAYMENT_STATUS_LABELS } from "../../../domain/registration.ts";
import type { CheckoutPage } from "../../../domain/contracts/registrations.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { checkoutSessions } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { GatewayError, type CheckoutGateway } from "../../payment-providers/checkout-gateway.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { applyGatewaySession } from "./service.ts";
import { checkoutFacts, getConfirmationState, loadSubmission, submissionSummary } from "../payments/index.ts";
import { startCheckout } from "./start.ts";

export interface CheckoutPageDeps extends AfterCommitDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  gateway: CheckoutGateway | null;
  log: Pick<FastifyBaseLogger, "warn">;
}

export const CARD_PAYMENT_UNAVAILABLE = "Le paiement par carte n'est pas disponible pour le moment.";

async function loadOwnCardSubmission(db: Db, viewer: Pick<CurrentUser, "id" | "isAdmin">, registrationId: string) {
  try {
    const submission = await loadSubmission(db, viewer, registrationId);
    if (submission.payment.method !== "stripe") throw notFound(REGISTRATION_INFO_NOT_FOUND);
    return submission;
  } catch (error) {
    if (error instanceof HttpError && error.code === "NOT_FOUND") throw notFound(REGISTRATION_INFO_NOT_FOUND);
    throw error;
  }
}

/**
 * GET /api/registrations/:id/checkout?session_id=…: the registration, its payment and where the
 * checkout stands. A session that is not this registration's, or a registration that is not the
 * viewer's, is 'Aucune information d'inscription trouvée'.
 */
export async function getCheckoutPage(
  deps: CheckoutPageDeps,
  viewer: Pick<CurrentUser, "id" | "isAdmin">,
  registrationId: string,
  sessionId: string | null,
): Promise<CheckoutPage> {
  let submission = await loadOwnCardSubmission(deps.db, viewer, registrationId);
  const paymentId = submission.payment.id;
  let sessions = await deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.paymentId, paymentId));
  if (sessionId && !sessions.some((session) => session.id === sessionId)) throw notFound(REGISTRATION_INFO_NOT_FOUND);

  // Not settled yet: ask the checkout itself rather than wait for the webhook.
  const unsettled = sessions.filter(
    (session) => !session.simulated && (session.status === "open" || session.paymentStatus === "processing"),
  );
  const toAsk = sessionId ? unsettled.filter((session) => session.id === sessionId) : unsettled;
  if (deps.gateway?.kind === "stripe" && submission.payment.status === "pending" && toAsk.length > 0) {
    let changed = false;
    for (const session of toAsk) {
      try {
        const reported = await deps.gateway.retrieveSession(session.id);
        await deps.db.transaction((tx) => applyGatewaySession(tx, deps, reported));
        changed = true;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        deps.log.warn({ err: error, sessionId: session.id }, "checkout session not read back");
      }
    }
    if (changed) {
      afterCommit(deps);
      submission = await loadOwnCardSubmission(deps.db, viewer, registrationId);
      sessions = await deps.db.select().from(checkoutSessions).where(eq(checkoutSessions.paymentId, paymentId));
    }
  }

  const { payment, siblings } = submission;
  const live = siblings.filter((sibling) => sibling.status !== "cancelled").length;
  const checkout = checkoutSummary(checkoutFacts(payment, sessions, live), new Date());
  const paidAndKept = checkout.state === "paid" || checkout.state === "refunding" || checkout.state === "refunded";
  return {
    ...submissionSummary(submission),
    payment: {
      id: payment.id,
      status: payment.status,
      statusLabel: PAYMENT_STATUS_LABELS[payment.status],
      amountCents: payment.amountCents,
      paidAt: payment.paidAt?.toISOString() ?? null,
    },
    checkout,
    confirmation: paidAndKept ? await getConfirmationState(deps.db, payment.id) : null,
  };
}

/** POST /api/registrations/:id/checkout ('Payer'): the parent's own registration only. */
export async function payRegistration(deps: CheckoutPageDeps, parent: Pick<CurrentUser, "id">, registrationId: string): Promise<string> {
  const submission = await loadSubmission(deps.db, { id: parent.id, isAdmin: false }, registrationId);
  if (!deps.gateway) throw new HttpError("CONFLICT", CARD_PAYMENT_UNAVAILABLE);
  try {
    return await startCheckout({ db: deps.db, config: deps.config, gateway: deps.gateway }, submission.payment.id);
  } catch (error) {
    if (error instanceof GatewayError) {
      deps.log.warn({ err: error, paymentId: submission.payment.id }, "checkout session not created");
      throw new HttpError("UNAVAILABLE", CHECKOUT_SESSION_ERROR);
    }
    throw error;
  }
}
