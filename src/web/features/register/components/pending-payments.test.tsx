import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RegistrationPageChild } from "../../../../domain/contracts/registrations.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { PendingPayments } from "./pending-payments.tsx";

const pending = { paymentId: "9b1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01", registrationId: "7a1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01" };

function child(firstName: string, overrides: Partial<RegistrationPageChild> = {}): RegistrationPageChild {
  return {
    id: `6f1c1a52-0b1e-4f43-9a57-${firstName.length.toString().padStart(12, "0")}`,
    firstName,
    lastName: "Dupont",
    birthDate: "2018-05-01",
    alreadyRegistered: true,
    pendingCardPayment: null,
    ageAtStart: { years: 8, months: 2 },
    ageAtStartLabel: "8 ans et 2 mois",
    ageFits: true,
    ageMessage: null,
    selectable: false,
    waiting: false,
    otherParentPercent: null,
    ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-07-01T12:50:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("PendingPayments", () => {
  it("offers one 'Payer' per held card payment, naming its children, when the page shows no form", () => {
    const held = { ...pending, holdExpiresAt: "2026-07-01T13:09:00.000Z" };
    renderWithApp(
      <PendingPayments
        childList={[child("Léa", { pendingCardPayment: held }), child("Tom", { pendingCardPayment: held }), child("Bruno")]}
      />,
    );
    expect(screen.getByRole("note").textContent).toContain("Paiement en attente");
    expect(screen.getByText("Léa Dupont, Tom Dupont")).toBeTruthy();
    expect(
      screen.getByText("Places réservées\u00a0: payez avant la fin du délai pour confirmer l'inscription.", EXACT_SPACES),
    ).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Payer/ })).toHaveLength(1);
    expect(screen.getByRole("button", { name: /^Payer/ }).textContent).toBe(
      "Payer l'inscription de Léa Dupont, Tom Dupont (jusqu'à 15:09)",
    );
  });

  it("shows nothing when nothing is left to pay", () => {
    const { container } = renderWithApp(<PendingPayments childList={[child("Bruno")]} />);
    expect(container.textContent).toBe("");
  });
});
