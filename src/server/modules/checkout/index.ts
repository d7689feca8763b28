/**
 * Checkout: card payments through Stripe Checkout (or the simulated checkout of demo sites) — the
 * card provider, the sessions, the webhook, the sweeper and the administrators' refund request.
 * What a card payment's outcome does to the payment and its registrations is the payment module's
 * (modules/payments/), which this module calls.
 */
export { cardProvider } from "./card-provider.ts";
export { checkoutRoutes } from "./routes.ts";
export { countRefundsDue, refundPayment, sendPartialCardRefund } from "./refund.ts";
export { CheckoutSweeper } from "./sweeper.ts";
export { lastWebhook } from "./webhook.ts";
export { stripeWebhookRoutes, WEBHOOK_PATH } from "./webhook-routes.ts";
