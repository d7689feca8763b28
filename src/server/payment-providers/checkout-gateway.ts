/**
 * What the card payment needs from a checkout service: create a session, read one back, refund a
 * payment. Stripe Checkout implements it (stripe-gateway.ts); so does the simulated checkout of
 * demo sites (simulated-gateway.ts), whose sessions live in our own table. Everything else (holds,
 * confirmation, refunds) is the same code for both.
 */

export interface NewCheckoutSession {
  paymentId: string;
  /** The primary registration: client_reference_id and the success page's link. */
  registrationId: string;
  amountCents: number;
  name: string;
  description: string;
  customerEmail: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

/** A session as the gateway reports it (Stripe's words for status and payment_status). */
export interface GatewaySession {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  /** 'unpaid' on a complete session: an asynchronous method is still settling. */
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  /** Our payment, from the session's metadata; null when the session is not ours. */
  paymentId: string | null;
  paymentIntentId: string | null;
  amountTotal: number | null;
  expiresAt: Date;
}

export interface GatewayRefund {
  id: string;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
}

export interface CheckoutGateway {
  readonly kind: "stripe" | "simulated";
  /** The same idempotency key always gives the same session, whatever the number of calls. */
  createSession(input: NewCheckoutSession, idempotencyKey: string): Promise<GatewaySession>;
  retrieveSession(id: string): Promise<GatewaySession>;
  /** The whole payment, or `amountCents` of it (a part: the payment stays paid, its registrations stand). */
  refund(input: { paymentId: string; paymentIntentId: string; amountCents?: number }, idempotencyKey: string): Promise<GatewayRefund>;
}

/** The gateway could not be reached or refused: the caller shows its own French message. */
export class GatewayError extends Error {}
