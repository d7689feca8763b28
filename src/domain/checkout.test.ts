import { describe, expect, it } from "vitest";
import { checkoutLineItem, checkoutState, checkoutSummary, type CheckoutFacts, holdUntil } from "./checkout.ts";
import { formatEuros } from "./money.ts";

const now = new Date("2026-07-01T10:00:00Z");
const later = new Date("2026-07-01T10:20:00Z");
const earlier = new Date("2026-07-01T09:59:00Z");

const facts = (overrides: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  paymentStatus: "pending",
  amountCents: 15000,
  refundDue: false,
  refundRequested: false,
  released: false,
  holdExpiresAt: later,
  liveRegistrations: 2,
  sessions: [{ status: "open", paymentStatus: "unpaid" }],
  ...overrides,
});

describe("checkoutState", () => {
  it("tells the payment's own status first: refunded, refund asked, paid too late, paid", () => {
    expect(checkoutState(facts({ paymentStatus: "refunded" }), now)).toBe("refunded");
    expect(checkoutState(facts({ paymentStatus: "paid", refundRequested: true, refundDue: true }), now)).toBe("refunding");
    expect(checkoutState(facts({ paymentStatus: "paid", refundDue: true }), now)).toBe("refund_due");
    expect(checkoutState(facts({ paymentStatus: "paid", released: true }), now)).toBe("paid");
  });

  it("keeps a payment that is on its way as processing, even once the hold is over", () => {
    const processing = facts({ holdExpiresAt: earlier, sessions: [{ status: "complete", paymentStatus: "processing" }] });
    expect(checkoutState(processing, now)).toBe("processing");
  });

  it("says expired once released or once the hold is over, cancelled when no child is left", () => {
    expect(checkoutState(facts({ released: true }), now)).toBe("expired");
    expect(checkoutState(facts({ holdExpiresAt: earlier }), now)).toBe("expired");
    expect(checkoutState(facts({ liveRegistrations: 0, amountCents: 0 }), now)).toBe("cancelled");
  });

  it("tells a refused last attempt from one still open, both payable while held", () => {
    const failed = facts({ sessions: [{ status: "complete", paymentStatus: "failed" }] });
    expect(checkoutSummary(failed, now)).toMatchObject({ state: "failed", canPay: true, holdExpiresAt: later.toISOString() });
    const retried = facts({
      sessions: [
        { status: "complete", paymentStatus: "failed" },
        { status: "open", paymentStatus: "unpaid" },
      ],
    });
    expect(checkoutSummary(retried, now)).toMatchObject({ state: "open", stateLabel: "Paiement en attente", canPay: true });
    expect(checkoutSummary(facts({ holdExpiresAt: earlier }), now)).toMatchObject({ canPay: false, holdExpiresAt: null });
  });
});

describe("holdUntil", () => {
  it("says the hold's end in Brussels time, with the day when it is not today's", () => {
    // 13:09 UTC is 15:09 in Brussels in summer.
    expect(holdUntil("2026-07-01T13:09:00Z", now)).toBe("jusqu'à 15:09");
    // Past midnight in Brussels while still the 1st in UTC: another day.
    expect(holdUntil("2026-07-01T22:10:00Z", now)).toBe("jusqu'au 2 juillet à 00:10");
    expect(holdUntil("2026-07-31T22:05:00Z", new Date("2026-07-31T21:50:00Z"))).toBe("jusqu'au 1er août à 00:05");
    expect(holdUntil("2026-12-01T14:30:00Z", new Date("2026-12-01T14:00:00Z"))).toBe("jusqu'à 15:30");
  });
});

describe("checkoutLineItem", () => {
  it("names the plaine and the children by first name, with the family discount in words", () => {
    expect(
      checkoutLineItem({
        activityTitle: "Jeux",
        childFirstNames: ["Léa", "Tom"],
        discount: { label: "Réduction famille (2 enfants)", amountCents: 1000 },
      }),
    ).toEqual({
      name: "Plaine «\u00a0Jeux\u00a0» — 2 enfants",
      description: `Léa, Tom · Réduction famille (2 enfants)\u00a0: -${formatEuros(1000)}`,
    });
    expect(checkoutLineItem({ activityTitle: "Jeux", childFirstNames: ["Léa"], discount: null })).toEqual({
      name: "Plaine «\u00a0Jeux\u00a0» — 1 enfant",
      description: "Léa",
    });
  });
});
