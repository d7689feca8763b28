import type { CheckoutState } from "../../../domain/checkout.ts";

/** While the bank processes a card payment the success page asks again this often... */
export const CHECKOUT_POLL_INTERVAL_MS = 2000;
/** ...for two minutes at most; then a button asks again by hand. */
export const CHECKOUT_POLL_LIMIT_MS = 120_000;

/** React Query's refetchInterval for the success page: only while the payment is on its way. */
export function checkoutPollInterval(state: CheckoutState | undefined, since: number, now: number): number | false {
  return state === "processing" && now - since < CHECKOUT_POLL_LIMIT_MS ? CHECKOUT_POLL_INTERVAL_MS : false;
}

/** A link the checkout gives back: a page of this site (the simulated checkout), or Stripe's. */
export function isSitePath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//");
}
