import type { BankAccount } from "../../domain/association.ts";
import type { BankTransferInstructions, PaymentMethodOption } from "../../domain/contracts/registrations.ts";
import type { PaymentMethod } from "../../domain/registration.ts";
import type { Db } from "../db/client.ts";
import type { payments } from "../db/schema.ts";

export type PaymentRow = typeof payments.$inferSelect;

interface PaymentDraft {
  parentId: string;
  activityId: string;
  /** Computed by the server (src/domain/pricing.ts), never taken from the browser. */
  amountCents: number;
  /** The price per child it was computed from, to price it again when a child is cancelled. */
  unitPriceCents: number;
}

/**
 * The payment step could not start (the card checkout is unreachable): the registration stays
 * saved, the parent reads `message` and is sent to `fallback`, where it can be paid later.
 */
export class PaymentStepError extends Error {
  readonly fallback: string;
  constructor(message: string, fallback: string, options?: ErrorOptions) {
    super(message, options);
    this.fallback = fallback;
  }
}

/**
 * One way of paying: bank transfer (bank-transfer.ts) and card through Stripe Checkout (card.ts)
 * implement the same four things, and the registration service knows nothing more of them: it
 * creates the payment row in its transaction, sends the confirmation now or leaves it to the
 * provider's own confirmation (a webhook), and, once committed, sends the browser on.
 */
export interface PaymentProvider {
  readonly option: PaymentMethodOption;
  /** Inserts the payment row of one submission, inside the registration transaction. */
  createPayment(tx: Db, draft: PaymentDraft): Promise<PaymentRow>;
  /** Bank transfer confirms at once, with instructions; a card payment confirms after the payment is validated. */
  readonly confirmsAtRegistration: boolean;
  /**
   * How to pay, for the success page, the history and the e-mail, into the association's account
   * as it is now (modules/association: loadBankAccount); null when the method needs none.
   */
  instructions(payment: PaymentRow, primaryRegistrationId: string, account: BankAccount | null): BankTransferInstructions | null;
  /**
   * Where the browser goes once the registration is committed (a card provider: its checkout
   * page). Called outside the registration transaction; may throw PaymentStepError.
   */
  nextStep(payment: PaymentRow, primaryRegistrationId: string): Promise<string>;
}

export type PaymentProviders = ReadonlyMap<PaymentMethod, PaymentProvider>;
