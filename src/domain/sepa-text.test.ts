import { describe, expect, it } from "vitest";
import {
  isSepaBusinessDay,
  refundExecutionDate,
  refundFileName,
  refundReason,
  refundRemittance,
  sepaText,
  shortDateFr,
} from "./sepa-text.ts";

describe("sepaText", () => {
  it("writes accents, ligatures and signs with the characters every SEPA bank accepts, within the limit", () => {
    expect(sepaText("Zoë Müller-Ærø & Fils «Söhne»", 70)).toBe("Zoe Muller-AEro + Fils Sohne");
    expect(sepaText("Œuvre Straße n°3 ; l’été\t\n", 70)).toBe("OEuvre Strasse n 3 l'ete");
    expect(sepaText("  Ça   va  ", 70)).toBe("Ca va");
    expect(sepaText("a".repeat(80), 70)).toHaveLength(70);
    expect(sepaText("日本語", 70)).toBe("");
  });

  it("says what a refund is for in 140 characters at most, with the reference whole", () => {
    expect(refundRemittance("Plaine d'été", "1a2b3c4d")).toBe("Remboursement Plaine d'ete 1a2b3c4d");
    expect(refundRemittance(null, null)).toBe("Remboursement");
    const long = refundRemittance("Très ".repeat(40), "1a2b3c4d");
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith(" 1a2b3c4d")).toBe(true);
  });
});

describe("refundReason", () => {
  const live = { status: "confirmed", priceCents: 8_000, priceReason: null };
  it("a cancellation first, then a price lowered by an administrator, else more received than due", () => {
    expect(refundReason(null)).toBe("overpaid");
    expect(refundReason({ unitPriceCents: 8_000, refundDue: false, registrations: [live] })).toBe("overpaid");
    expect(refundReason({ unitPriceCents: 8_000, refundDue: false, registrations: [live, { ...live, status: "cancelled" }] })).toBe(
      "cancelled",
    );
    expect(refundReason({ unitPriceCents: 8_000, refundDue: true, registrations: [live] })).toBe("cancelled");
    expect(
      refundReason({ unitPriceCents: 8_000, refundDue: false, registrations: [{ ...live, priceCents: 6_000, priceReason: "BIM" }] }),
    ).toBe("price_lowered");
    expect(
      refundReason({ unitPriceCents: 8_000, refundDue: false, registrations: [{ ...live, priceCents: 9_000, priceReason: "Erreur" }] }),
    ).toBe("overpaid");
  });
});

describe("refundExecutionDate", () => {
  it("is today on a banking day, else the next one (weekends, TARGET holidays)", () => {
    expect(refundExecutionDate("2026-11-27")).toBe("2026-11-27");
    expect(refundExecutionDate("2026-11-28")).toBe("2026-11-30");
    expect(refundExecutionDate("2026-11-29")).toBe("2026-11-30");
    expect(refundExecutionDate("2026-12-25")).toBe("2026-12-28");
    expect(refundExecutionDate("2027-01-01")).toBe("2027-01-04");
    // Easter 2027 is 28 March: Good Friday 26 March, Easter Monday 29 March.
    expect(isSepaBusinessDay("2027-03-26")).toBe(false);
    expect(refundExecutionDate("2027-03-26")).toBe("2027-03-30");
    expect(refundExecutionDate("2027-04-30")).toBe("2027-04-30");
    expect(refundExecutionDate("2028-05-01")).toBe("2028-05-02");
  });
});

it("names a file by its day and number, and its day as the list shows it", () => {
  expect(refundFileName("2026-11-28", 1)).toBe("remboursements-2026-11-28-1.xml");
  expect(shortDateFr("2026-11-28")).toBe("28/11");
});
