import type { PaymentMethod } from "../../domain/registration.ts";
import { bankTransferProvider } from "./bank-transfer.ts";
import type { PaymentProvider, PaymentProviders } from "./provider.ts";

/**
 * The ways of paying this site offers, in the order the form lists them: card first when a
 * checkout exists (Stripe with STRIPE_SECRET_KEY, or the simulated one of demo sites), then bank
 * transfer. The card provider is the checkout module's (modules/checkout/card-provider.ts), given
 * by the composition root. Which of them the form offers at a given moment is
 * modules/association's paymentReadiness: the transfer waits for the association's account.
 */
export function createPaymentProviders(card: PaymentProvider | null = null): PaymentProviders {
  const providers: PaymentProvider[] = [];
  if (card) providers.push(card);
  providers.push(bankTransferProvider());
  return new Map<PaymentMethod, PaymentProvider>(providers.map((provider) => [provider.option.method, provider]));
}

export const METHOD_UNAVAILABLE = "Ce mode de paiement n'est pas disponible pour le moment. Veuillez choisir le virement bancaire.";
