import { describe, expect, it } from "vitest";
import type { RegistrationPageChild } from "../../../domain/contracts/registrations.ts";
import { cleanSelection, defaultPaymentMethod, selectableChildIds, validateRegistrationForm } from "./registration-form-state.ts";

function child(id: string, overrides: Partial<RegistrationPageChild> = {}): RegistrationPageChild {
  return {
    id,
    firstName: id,
    lastName: "Dupont",
    birthDate: "2018-05-01",
    alreadyRegistered: false,
    ageAtStart: { years: 8, months: 2 },
    ageAtStartLabel: "8 ans et 2 mois",
    ageFits: true,
    ageMessage: null,
    selectable: true,
    ...overrides,
  };
}

const children = [
  child("alice"),
  child("bruno", { alreadyRegistered: true, selectable: false }),
  child("chloe", { ageFits: false, ageMessage: "trop jeune", selectable: false }),
  child("david"),
];

describe("the registration form's selection", () => {
  it("offers only children neither registered nor outside the age range", () => {
    expect(selectableChildIds(children)).toEqual(["alice", "david"]);
  });

  it("drops already-registered children before sending, keeping the page's order", () => {
    expect(cleanSelection(new Set(["david", "bruno", "alice"]), children)).toEqual(["alice", "david"]);
  });

  it("asks for a child when none is selected", () => {
    expect(validateRegistrationForm(new Set(), children, true)).toEqual({ children: "Veuillez sélectionner au moins un enfant" });
  });

  it("says no child is left when only registered ones were selected", () => {
    expect(validateRegistrationForm(new Set(["bruno"]), children, true)).toEqual({
      children: "Aucun enfant disponible sélectionné pour l'inscription.",
    });
  });

  it("requires the conditions to be accepted", () => {
    expect(validateRegistrationForm(new Set(["alice"]), children, false)).toEqual({ terms: "Vous devez accepter les conditions" });
    expect(validateRegistrationForm(new Set(["alice"]), children, true)).toEqual({});
  });
});

describe("the default payment method", () => {
  const card = { method: "stripe" as const, label: "Carte bancaire", description: "" };
  const transfer = { method: "bank_transfer" as const, label: "Virement bancaire", description: "" };

  it("is the card when it is offered, as the spec says", () => {
    expect(defaultPaymentMethod([transfer, card])).toBe("stripe");
  });

  it("is bank transfer when it is the only one", () => {
    expect(defaultPaymentMethod([transfer])).toBe("bank_transfer");
  });

  it("is none when nothing is offered", () => {
    expect(defaultPaymentMethod([])).toBeNull();
  });
});
