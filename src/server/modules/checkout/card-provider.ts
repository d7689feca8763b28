import type { FastifyBaseLogger } from "fastify";
import { CARD_OPTION_LABEL, CHECKOUT_HOLD_MS, CHECKOUT_SESSION_ERROR } from "../../../domain/checkout.ts";
import { checkoutSuccessPath, paths } from "../../../domain/paths.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { CheckoutGateway } from "../../payment-providers/checkout-gateway.ts";
import { PaymentStepError, type PaymentProvider } from "../../payment-providers/provider.ts";
import { fulfil } from "./service.ts";
import { startCheckout } from "./start.ts";

export interface CardProviderDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue">;
  gateway: CheckoutGateway;
  log: Pick<FastifyBaseLogger, "error">;
}

/** Where an unpaid card registration can be paid later ('Payer'). */
const PAY_LATER_PATH = paths.registrations;

/**
 * Card and Bancontact through Stripe Checkout (or the simulated checkout of demo sites). The
 * payment row holds the places for 31 minutes; the confirmation waits for the payment (webhook,
 * success page or sweeper, modules/checkout). The session is asked for after the registration
 * is committed: no database lock is held while Stripe answers.
 */
export function cardProvider(deps: CardProviderDeps): PaymentProvider {
  return {
    option: {
      method: "stripe",
      label: CARD_OPTION_LABEL,
      description:
        deps.gateway.kind === "simulated"
          ? "Site de démonstration\u00a0: le paiement est simulé, aucun montant n'est débité."
          : "Paiement sécurisé sur la page de Stripe. Les places sont réservées 30 minutes, le temps de payer.",
    },
    confirmsAtRegistration: false,

    async createPayment(tx, draft) {
      const [row] = await tx
        .insert(payments)
        .values({ ...draft, method: "stripe", checkoutAttempt: 1, holdExpiresAt: new Date(Date.now() + CHECKOUT_HOLD_MS) })
        .returning();
      return row;
    },

    instructions() {
      return null;
    },

    async nextStep(payment, primaryRegistrationId) {
      if (payment.amountCents === 0) {
        // Nothing to pay (a free plaine): confirmed at once, no checkout.
        await deps.db.transaction((tx) => fulfil(tx, deps, payment.id, null));
        return checkoutSuccessPath(primaryRegistrationId);
      }
      try {
        return await startCheckout(deps, payment.id);
      } catch (error) {
        if (!(error instanceof HttpError)) deps.log.error({ err: error, paymentId: payment.id }, "checkout session not created");
        throw new PaymentStepError(CHECKOUT_SESSION_ERROR, PAY_LATER_PATH, { cause: error });
      }
    },
  };
}
