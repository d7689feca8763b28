import type { BankTransferInstructions, PaymentMethod, PaymentMethodOption } from "../../domain/registration.ts";
import type { Db } from "../db/client.ts";
import type { payments } from "../db/schema.ts";

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentDraft {
  parentId: string;
  activityId: string;
  /** Computed by the server (src/domain/pricing.ts), never taken from the browser. */
  amountCents: number;
  /** The price per child it was computed from, to price it again when a child is cancelled. */
  unitPriceCents: number;
}

/**
 * One way of paying. Bank transfer is the only one today; a card provider (Stripe Checkout)
 * plugs in beside it by implementing the same four things, and the registration service does
 * not change: it creates the payment row in its transaction, sends the confirmation now or
 * leaves it to the provider's own confirmation (a webhook), and sends the browser on.
 */
export interface PaymentProvider {
  readonly option: PaymentMethodOption;
  /** Inserts the payment row of one submission, inside the registration transaction. */
  createPayment(tx: Db, draft: PaymentDraft): Promise<PaymentRow>;
  /** Bank transfer confirms at once, with instructions; a card payment confirms after the payment is validated. */
  readonly confirmsAtRegistration: boolean;
  /** How to pay, for the success page, the history and the e-mail; null when the method needs none. */
  instructions(payment: PaymentRow, primaryRegistrationId: string): BankTransferInstructions | null;
  /** Where the browser goes once the registration is saved (a card provider: its checkout page). */
  nextStep(payment: PaymentRow, primaryRegistrationId: string): Promise<string>;
}

export type PaymentProviders = ReadonlyMap<PaymentMethod, PaymentProvider>;
