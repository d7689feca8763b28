import { describe, expect, it } from "vitest";
import { CHECKOUT_POLL_INTERVAL_MS, CHECKOUT_POLL_LIMIT_MS, checkoutPollInterval, isSitePath } from "./checkout-status.ts";

describe("checkoutPollInterval", () => {
  it("asks again only while the payment is processing, for two minutes", () => {
    expect(checkoutPollInterval("processing", 0, 1000)).toBe(CHECKOUT_POLL_INTERVAL_MS);
    expect(checkoutPollInterval("processing", 0, CHECKOUT_POLL_LIMIT_MS)).toBe(false);
    for (const state of ["open", "paid", "failed", "expired", undefined] as const) expect(checkoutPollInterval(state, 0, 1000)).toBe(false);
  });
});

describe("isSitePath", () => {
  it("tells the site's own pages from Stripe's", () => {
    expect(isSitePath("/checkout/simulated?session_id=sim_cs_1")).toBe(true);
    expect(isSitePath("https://checkout.stripe.com/c/pay/cs_1")).toBe(false);
    expect(isSitePath("//evil.example.org/")).toBe(false);
  });
});
