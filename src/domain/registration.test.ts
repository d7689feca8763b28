import { describe, expect, it } from "vitest";
import {
  alreadyRegisteredMessage,
  amountLabel,
  canParentCancel,
  confirmationState,
  lastCancellationDay,
  notEnoughPlacesMessage,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentReceipts,
  REGISTRATION_STATUS_LABELS,
  registrationReference,
} from "./registration.ts";

const activityId = "a363b4c4-799f-487c-928c-2eb8b3e9a405";

describe("labels", () => {
  it("names every status and method in French", () => {
    expect(REGISTRATION_STATUS_LABELS).toEqual({ pending: "En attente", confirmed: "Confirmée", cancelled: "Annulée" });
    expect(PAYMENT_STATUS_LABELS).toEqual({ pending: "En attente", paid: "Payé", refunded: "Remboursé" });
    expect(PAYMENT_METHOD_LABELS).toEqual({ stripe: "Carte bancaire", bank_transfer: "Virement bancaire" });
  });
});

describe("registrationReference / amountLabel", () => {
  it("is the last 8 characters of the id", () => {
    expect(registrationReference(activityId)).toBe("b8b3e9a405".slice(-8));
  });
  it("shows '-' for a row without an amount of its own, euros otherwise", () => {
    expect(amountLabel(null)).toBe("-");
    expect(amountLabel(15000).replace(/\s/g, " ")).toBe("150,00 €");
  });
});

describe("paymentReceipts", () => {
  it("counts what a transfer's credits brought, at most its amount, and asks the rest; paid brings its amount, refunded nothing", () => {
    expect(paymentReceipts({ status: "pending", amountCents: 18_000, receivedCents: 5_000 })).toEqual({
      receivedCents: 5_000,
      dueCents: 13_000,
    });
    expect(paymentReceipts({ status: "pending", amountCents: 0, receivedCents: 5_000 })).toEqual({ receivedCents: 0, dueCents: 0 });
    expect(paymentReceipts({ status: "paid", amountCents: 18_000, receivedCents: 20_000 })).toEqual({ receivedCents: 18_000, dueCents: 0 });
    expect(paymentReceipts({ status: "paid", amountCents: 18_000, receivedCents: 0 })).toEqual({ receivedCents: 18_000, dueCents: 0 });
    expect(paymentReceipts({ status: "refunded", amountCents: 18_000, receivedCents: 18_000 })).toEqual({ receivedCents: 0, dueCents: 0 });
  });
});

describe("the form's messages", () => {
  it("names the child already registered, and how many places are left", () => {
    expect(alreadyRegisteredMessage({ firstName: "Léa", lastName: "Dupont" })).toBe("Léa Dupont est déjà inscrit(e) à cette activité");
    expect(notEnoughPlacesMessage(1)).toBe("Il ne reste qu'une place pour cette plaine");
    expect(notEnoughPlacesMessage(2)).toBe("Il ne reste que 2 places pour cette plaine");
  });
});

describe("parent cancellation", () => {
  it("is possible up to 15 days before the first day, not after, and not twice", () => {
    expect(lastCancellationDay("2027-07-16")).toBe("2027-07-01");
    expect(canParentCancel({ status: "pending", startDate: "2027-07-16" }, "2027-07-01")).toBe(true);
    expect(canParentCancel({ status: "confirmed", startDate: "2027-07-16" }, "2027-07-02")).toBe(false);
    expect(canParentCancel({ status: "cancelled", startDate: "2027-07-16" }, "2027-06-01")).toBe(false);
  });
});

describe("confirmationState", () => {
  const now = new Date("2027-07-01T10:00:00Z");
  it("reads the outbox row", () => {
    expect(confirmationState({ status: "pending", sentAt: null }, now)).toBe("sending");
    expect(confirmationState({ status: "failed", sentAt: null }, now)).toBe("error");
    expect(confirmationState(null, now)).toBe("error");
    expect(confirmationState({ status: "sent", sentAt: new Date("2027-07-01T09:58:00Z") }, now)).toBe("sent");
    expect(confirmationState({ status: "sent", sentAt: new Date("2027-07-01T09:50:00Z") }, now)).toBe("already_sent");
  });
});
