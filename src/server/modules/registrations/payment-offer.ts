import { type BankAccount, NO_WAY_TO_PAY, type PaymentReadiness, TRANSFER_NOT_READY } from "../../../domain/association.ts";
import type { PaymentMethodOption } from "../../../domain/contracts/registrations.ts";
import type { PaymentMethod } from "../../../domain/registration.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../http/errors.ts";
import { METHOD_UNAVAILABLE } from "../../payment-providers/providers.ts";
import type { PaymentProvider, PaymentProviders } from "../../payment-providers/provider.ts";
import { loadBankAccount, paymentReadiness, readinessWith } from "../association/index.ts";

export type PaymentOfferConfig = Pick<Config, "stripe" | "simulatedCheckout">;

function offered(method: PaymentMethod, readiness: PaymentReadiness): boolean {
  return method === "bank_transfer" ? readiness.transfer.available : readiness.card.available;
}

/**
 * The ways of paying the registration form offers now, and what it says of the transfer while the
 * association has not given its account (the card stays offered where it is configured).
 */
export async function paymentOffer(
  db: Db,
  config: PaymentOfferConfig,
  providers: PaymentProviders,
): Promise<{ options: PaymentMethodOption[]; transferNotice: string | null }> {
  const readiness = await paymentReadiness(db, config);
  return {
    options: [...providers.values()].filter((provider) => offered(provider.option.method, readiness)).map((provider) => provider.option),
    transferNotice: readiness.transfer.available ? null : TRANSFER_NOT_READY,
  };
}

/**
 * The provider of the chosen way of paying and the account a transfer goes to, or the reason it is
 * refused: no way of paying offered at all, or the transfer while the association has no account.
 */
export async function chosenProvider(
  db: Db,
  config: PaymentOfferConfig,
  providers: PaymentProviders,
  method: PaymentMethod,
): Promise<{ provider: PaymentProvider; account: BankAccount | null }> {
  const account = await loadBankAccount(db);
  // Read once: this is the registration rush's path.
  const readiness = readinessWith(config, account);
  if (!readiness.open) throw new HttpError("CONFLICT", NO_WAY_TO_PAY);
  if (!offered(method, readiness)) {
    const reason = method === "bank_transfer" ? TRANSFER_NOT_READY : METHOD_UNAVAILABLE;
    throw new HttpError("VALIDATION", reason, { paymentMethod: reason });
  }
  const provider = providers.get(method);
  if (!provider) throw new HttpError("VALIDATION", METHOD_UNAVAILABLE, { paymentMethod: METHOD_UNAVAILABLE });
  return { provider, account };
}
