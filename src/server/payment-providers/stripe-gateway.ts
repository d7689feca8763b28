import Stripe from "stripe";
import type { StripeConfig } from "../config.ts";
import { GatewayError, type CheckoutGateway, type GatewaySession } from "./checkout-gateway.ts";

/**
 * The Stripe client. STRIPE_API_BASE points it at another server (a local fake in tests); tests
 * make no retries so a refusal shows at once. Elsewhere the SDK retries network errors twice,
 * with an idempotency key, so a retried request never creates a second session.
 */
export function createStripeClient(config: StripeConfig, options: { retries: number }): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: options.retries,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ? { protocol: config.api.protocol, host: config.api.host, port: config.api.port } : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

export function gatewaySession(session: Stripe.Checkout.Session): GatewaySession {
  const status: GatewaySession["status"] = session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
  const paymentStatus: GatewaySession["paymentStatus"] =
    session.payment_status === "paid" ? "paid" : session.payment_status === "no_payment_required" ? "no_payment_required" : "unpaid";
  return {
    id: session.id,
    url: session.url,
    status,
    paymentStatus,
    paymentId: session.metadata?.payment_id ?? null,
    paymentIntentId: idOf(session.payment_intent),
    amountTotal: session.amount_total,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

function gatewayError(error: unknown): GatewayError {
  const message = error instanceof Error ? error.message : String(error);
  return new GatewayError(`Stripe: ${message}`, { cause: error });
}

/** Stripe Checkout: card and Bancontact, in euros, one line with the server's total. */
export function stripeGateway(stripe: Stripe): CheckoutGateway {
  return {
    kind: "stripe",

    async createSession(input, idempotencyKey) {
      const metadata = { payment_id: input.paymentId, registration_id: input.registrationId };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            // API 2026-09-30 replaced payment_method_types with this filter of the dashboard's methods.
            allowed_payment_method_types: ["card", "bancontact"],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "eur",
                  unit_amount: input.amountCents,
                  product_data: { name: input.name, description: input.description },
                },
              },
            ],
            customer_email: input.customerEmail,
            client_reference_id: input.registrationId,
            metadata,
            payment_intent_data: { metadata },
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: "fr",
          },
          { idempotencyKey },
        );
        return gatewaySession(session);
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async retrieveSession(id) {
      try {
        return gatewaySession(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async refund(input, idempotencyKey) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            reason: "requested_by_customer",
            ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
            // A part refunded leaves the payment paid: the webhook must not read it as the whole.
            metadata: { payment_id: input.paymentId, ...(input.amountCents === undefined ? {} : { partial: "true" }) },
          },
          { idempotencyKey },
        );
        const known = ["pending", "requires_action", "succeeded", "failed", "canceled"] as const;
        const status = known.find((value) => value === refund.status) ?? "pending";
        return { id: refund.id, status };
      } catch (error) {
        throw gatewayError(error);
      }
    },
  };
}
