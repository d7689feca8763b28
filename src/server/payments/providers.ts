import type { PaymentMethod } from "../../domain/registration.ts";
import type { Config } from "../config.ts";
import { bankTransferProvider } from "./bank-transfer.ts";
import type { PaymentProvider, PaymentProviders } from "./provider.ts";

/**
 * The ways of paying this site offers, in the order the form lists them. Card payment joins
 * here (when STRIPE_SECRET_KEY is set) once its provider exists.
 */
export function createPaymentProviders(config: Pick<Config, "bank">): PaymentProviders {
  const providers: PaymentProvider[] = [bankTransferProvider(config.bank)];
  return new Map<PaymentMethod, PaymentProvider>(providers.map((provider) => [provider.option.method, provider]));
}

export const METHOD_UNAVAILABLE = "Ce mode de paiement n'est pas disponible pour le moment. Veuillez choisir le virement bancaire.";
