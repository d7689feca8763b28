import { describe, expect, it } from "vitest";
import { refundsDueLabel, webhookOutcomeLabel } from "./payment-labels.ts";

describe("payment labels", () => {
  it("says what a webhook did, and keeps an unknown outcome as it is", () => {
    expect(webhookOutcomeLabel("expired_released")).toBe("session expirée, places libérées");
    expect(webhookOutcomeLabel("something_new")).toBe("something_new");
  });

  it("counts the payments to refund", () => {
    expect(refundsDueLabel(0)).toBe("Aucun paiement à rembourser");
    expect(refundsDueLabel(1)).toBe("1 paiement reçu trop tard à rembourser");
    expect(refundsDueLabel(3)).toBe("3 paiements reçus trop tard à rembourser");
  });
});
