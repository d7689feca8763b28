import { describe, expect, it } from "vitest";
import {
  CARD_WITH_TARIFF_NOTICE,
  chargedAtRegistration,
  decidedPriceCents,
  TARIFF_PROOF_EMPTY_ERROR,
  TARIFF_PROOF_MAX_BYTES,
  TARIFF_PROOF_SIZE_ERROR,
  TARIFF_PROOF_TYPE_ERROR,
  tariffChargeNotice,
  tariffClaimLine,
  tariffDeclaration,
  tariffProofTypeOf,
  tariffProofUploadError,
} from "./tariff-claims.ts";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("tariff proofs", () => {
  it("knows a PDF, a JPEG and a PNG by their first bytes, and nothing else", () => {
    expect(tariffProofTypeOf(new TextEncoder().encode("%PDF-1.4\n"))).toBe("application/pdf");
    expect(tariffProofTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(tariffProofTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(tariffProofTypeOf(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(tariffProofTypeOf(new TextEncoder().encode("%PD"))).toBeNull();
    expect(tariffProofTypeOf(bytes())).toBeNull();
  });

  it("refuses an empty file, another type, and more than 5 MB", () => {
    const pdf = new TextEncoder().encode("%PDF-1.7");
    expect(tariffProofUploadError(pdf, 1000)).toBeNull();
    expect(tariffProofUploadError(pdf, 0)).toBe(TARIFF_PROOF_EMPTY_ERROR);
    expect(tariffProofUploadError(new TextEncoder().encode("<html>"), 10)).toBe(TARIFF_PROOF_TYPE_ERROR);
    expect(tariffProofUploadError(pdf, TARIFF_PROOF_MAX_BYTES)).toBeNull();
    expect(tariffProofUploadError(pdf, TARIFF_PROOF_MAX_BYTES + 1)).toBe(TARIFF_PROOF_SIZE_ERROR);
  });
});

describe("what a claim charges", () => {
  const prices = { standardCents: 8000, tariffCents: 4000 };

  it("charges the tariff at once only by transfer where the organiser says so; a card pays the standard price", () => {
    expect(chargedAtRegistration(prices, { charge: "tariff", paymentMethod: "bank_transfer" })).toBe(4000);
    expect(chargedAtRegistration(prices, { charge: "tariff", paymentMethod: "stripe" })).toBe(8000);
    expect(chargedAtRegistration(prices, { charge: "standard", paymentMethod: "bank_transfer" })).toBe(8000);
    expect(chargedAtRegistration(prices, { charge: "standard", paymentMethod: "stripe" })).toBe(8000);
  });

  it("says what is charged until the check, for a card and for a transfer", () => {
    expect(tariffChargeNotice("tariff", "stripe")).toBe(CARD_WITH_TARIFF_NOTICE);
    expect(tariffChargeNotice("standard", "stripe")).toBe(CARD_WITH_TARIFF_NOTICE);
    expect(tariffChargeNotice("tariff", "bank_transfer")).toContain("compté dès maintenant");
    expect(tariffChargeNotice("standard", "bank_transfer")).toContain("Le prix standard est compté");
  });

  it("gives the tariff's price once approved, the standard one once refused", () => {
    expect(decidedPriceCents("approved", prices)).toBe(4000);
    expect(decidedPriceCents("refused", prices)).toBe(8000);
  });
});

describe("how a claim reads", () => {
  it("names the child and the conditions in the declaration", () => {
    expect(tariffDeclaration("Léa", "Les familles BIM.")).toBe(
      "Je déclare sur l'honneur que Léa remplit les conditions\u00a0: Les familles BIM.",
    );
  });

  it("says where the claim stands, with the reason of a refusal", () => {
    expect(tariffClaimLine({ categoryName: "Tarif réduit", status: "pending", refusalReason: null })).toBe(
      "Tarif réduit\u00a0: à vérifier",
    );
    expect(tariffClaimLine({ categoryName: "Tarif réduit", status: "approved", refusalReason: null })).toBe("Tarif réduit\u00a0: accordé");
    expect(tariffClaimLine({ categoryName: "CPAS", status: "refused", refusalReason: "Attestation périmée" })).toBe(
      "Tarif CPAS\u00a0: refusé (Attestation périmée)",
    );
  });
});
