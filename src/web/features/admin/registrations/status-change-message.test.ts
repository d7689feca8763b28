import { describe, expect, it } from "vitest";
import { statusChangeMessage } from "./status-change-message.ts";

describe("statusChangeMessage", () => {
  it("names the new registration status and how many registrations it changed, in the right number", () => {
    expect(
      statusChangeMessage({ count: 1, registrationsChanged: 1, paymentsChanged: 0, status: "confirmed", statusLabel: "Confirmée" }),
    ).toBe("1 inscription passée à «\u00a0Confirmée\u00a0»");
    expect(
      statusChangeMessage({ count: 3, registrationsChanged: 2, paymentsChanged: 0, status: "cancelled", statusLabel: "Annulée" }),
    ).toBe("2 inscriptions passées à «\u00a0Annulée\u00a0»");
  });

  it("says so when every selected registration already had that status", () => {
    expect(
      statusChangeMessage({ count: 2, registrationsChanged: 0, paymentsChanged: 0, status: "pending", statusLabel: "En attente" }),
    ).toBe("Aucune inscription modifiée\u00a0: déjà «\u00a0En attente\u00a0»");
  });

  it("names the payment status with the number of registrations selected, beside a registration status", () => {
    expect(
      statusChangeMessage({ count: 2, registrationsChanged: 0, paymentsChanged: 1, paymentStatus: "paid", paymentStatusLabel: "Payé" }),
    ).toBe("Paiement de 2 inscriptions passé à «\u00a0Payé\u00a0»");
    expect(
      statusChangeMessage({
        count: 1,
        registrationsChanged: 1,
        paymentsChanged: 1,
        status: "confirmed",
        statusLabel: "Confirmée",
        paymentStatus: "paid",
        paymentStatusLabel: "Payé",
      }),
    ).toBe("1 inscription passée à «\u00a0Confirmée\u00a0» · Paiement de 1 inscription passé à «\u00a0Payé\u00a0»");
  });
});
