import type Stripe from "stripe";
import type { RoutePlugin } from "../../context.ts";
import { HttpError } from "../../http/errors.ts";
import { handleStripeEvent } from "./webhook.ts";

export const WEBHOOK_PATH = "/api/webhooks/stripe";
const BAD_SIGNATURE = "Signature du webhook invalide.";
const BAD_EVENT = "Événement du webhook illisible.";
/** Stripe's own default: a signature older than 5 minutes is refused (replayed requests). */
const TOLERANCE_SECONDS = 300;

/**
 * POST /api/webhooks/stripe, public, only when Stripe is configured. The signature covers the exact
 * bytes Stripe sent, so this route alone (its own plugin, encapsulated) replaces the app's JSON gate
 * (request-input.ts) by a parser that keeps the body as a Buffer, whatever its content type: the
 * signature is checked first and decides, and only a signed body is parsed (by Stripe's SDK).
 * Anything unsigned, garbled or stale is the same 400. The route is exempt from the same-origin
 * check: Stripe is not a browser, its signature is its credential.
 */
export const stripeWebhookRoutes: RoutePlugin = (app, { context }, done) => {
  const { stripe } = context;
  const secret = context.config.stripe?.webhookSecret;
  if (!stripe || !secret) return done();

  // The parsers this plugin inherited (the app's JSON gate) are its own copies: the other routes keep theirs.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, parsed) => parsed(null, body));

  app.post(WEBHOOK_PATH, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new HttpError("BAD_REQUEST", BAD_SIGNATURE);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, secret, TOLERANCE_SECONDS);
    } catch {
      request.log.warn("stripe webhook refused: bad or stale signature");
      throw new HttpError("BAD_REQUEST", BAD_SIGNATURE);
    }
    // Signed JSON that is no event (Stripe never sends one): refused before anything reads it.
    if (!isEvent(event)) throw new HttpError("BAD_REQUEST", BAD_EVENT);
    const result = await handleStripeEvent(
      context.db,
      { config: context.config, mailer: context.mailer, publicCache: context.publicCache },
      event,
    );
    request.log.info({ eventId: event.id, type: event.type, ...result }, "stripe webhook");
    return reply.send({ received: true, ...result });
  });

  done();
};

function isEvent(value: unknown): value is Stripe.Event {
  const event = value as Partial<Stripe.Event> | null;
  return (
    typeof event === "object" &&
    event !== null &&
    typeof event.id === "string" &&
    typeof event.type === "string" &&
    typeof event.data?.object === "object" &&
    event.data.object !== null
  );
}
