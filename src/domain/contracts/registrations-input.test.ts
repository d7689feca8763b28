import { describe, expect, it } from "vitest";
import { checkoutPageQuery, registrationSchema } from "./registrations-input.ts";

const activityId = "a363b4c4-799f-487c-928c-2eb8b3e9a405";
const childA = "0b6f8a3e-3c1d-4a51-9a55-1c3f1b2e4d5a";
const childB = "7c2d9e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

describe("registrationSchema", () => {
  it("keeps the form's fields, removes a repeated child and drops any amount sent along", () => {
    const parsed = registrationSchema.parse({
      activityId,
      childIds: [childA, childB, childA.toUpperCase()],
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      amount: 1,
      totalCents: 1,
    });
    expect(parsed).toEqual({ activityId, childIds: [childA, childB], paymentMethod: "bank_transfer", acceptTerms: true });
  });

  it("defaults to card payment, as the form does", () => {
    expect(registrationSchema.parse({ activityId, childIds: [childA], acceptTerms: true }).paymentMethod).toBe("stripe");
  });

  it("gives the spec's messages", () => {
    const messages = (input: object) => registrationSchema.safeParse(input).error!.issues.map((issue) => issue.message);
    expect(messages({ activityId, childIds: [], acceptTerms: true })).toEqual(["Veuillez sélectionner au moins un enfant"]);
    expect(messages({ activityId, acceptTerms: true })).toEqual(["Veuillez sélectionner au moins un enfant"]);
    expect(messages({ activityId, childIds: [childA], acceptTerms: false })).toEqual(["Vous devez accepter les conditions"]);
    expect(messages({ activityId, childIds: [childA] })).toEqual(["Vous devez accepter les conditions"]);
    expect(messages({ activityId, childIds: [childA], acceptTerms: true, paymentMethod: "cash" })).toEqual([
      "Le mode de paiement doit être stripe ou bank_transfer",
    ]);
    expect(messages({ activityId: "x", childIds: ["y"], acceptTerms: true })).toEqual(["ID de la plaine invalide", "ID d'enfant invalide"]);
  });
});

describe("checkoutPageQuery", () => {
  it("words its refusals for people: an empty or absurd session id", () => {
    expect(checkoutPageQuery.safeParse({ session_id: "" }).error?.issues[0].message).toBe("Identifiant de session manquant");
    expect(checkoutPageQuery.safeParse({ session_id: "x".repeat(256) }).error?.issues[0].message).toBe("Identifiant de session trop long");
    expect(checkoutPageQuery.parse({})).toEqual({});
  });
});
