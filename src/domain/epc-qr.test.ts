import { describe, expect, it } from "vitest";
import { epcAmount, epcQrPayload, toEpcText } from "./epc-qr.ts";

const transfer = {
  bic: "TRIOBEBB",
  beneficiaryName: "Plaines Soleil ASBL",
  iban: "BE68 5390 0754 7034",
  amountCents: 15000,
  reference: "123456789002",
};

describe("epcQrPayload", () => {
  it("writes the eleven lines of EPC069-12 version 002, structured reference, empty free text", () => {
    expect(epcQrPayload(transfer)).toBe("BCD\n002\n1\nSCT\nTRIOBEBB\nPlaines Soleil ASBL\nBE68539007547034\nEUR150.00\n\n123456789002\n");
    expect(epcQrPayload(transfer).split("\n")).toHaveLength(11);
  });

  it("adds a twelfth line for the payer when there is one (a demonstration's sample account)", () => {
    const lines = epcQrPayload({ ...transfer, information: "DÉMONSTRATION - ne pas payer" }).split("\n");
    expect(lines).toHaveLength(12);
    expect(lines[11]).toBe("DEMONSTRATION - ne pas payer");
    expect(() => epcQrPayload({ ...transfer, information: "x".repeat(71) })).toThrow(RangeError);
  });

  it("keeps the name to ASCII and compacts the IBAN", () => {
    const payload = epcQrPayload({ ...transfer, beneficiaryName: "Plaines Soleil — Été ASBL", iban: "be68 5390 0754 7034" });
    expect(payload.split("\n")[5]).toBe("Plaines Soleil Ete ASBL");
    expect(payload.split("\n")[6]).toBe("BE68539007547034");
    expect(payload).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it.each([
    ["an invalid IBAN", { iban: "BE00 5390 0754 7034" }],
    ["an invalid BIC", { bic: "TRIO" }],
    ["a zero amount", { amountCents: 0 }],
    ["an amount in fractions of cents", { amountCents: 10.5 }],
    ["a formatted reference", { reference: "+++123/4567/89002+++" }],
    ["a name over 70 characters", { beneficiaryName: "x".repeat(71) }],
  ])("refuses %s", (_, change) => {
    expect(() => epcQrPayload({ ...transfer, ...change })).toThrow(RangeError);
  });
});

describe("epcAmount", () => {
  it.each([
    [1, "EUR0.01"],
    [1234, "EUR12.34"],
    [7500, "EUR75.00"],
    [123456789, "EUR1234567.89"],
  ])("%i cents → %s", (cents, text) => expect(epcAmount(cents)).toBe(text));
});

describe("toEpcText", () => {
  it("drops accents and anything outside printable ASCII", () => {
    expect(toEpcText("Crèche « Les Câlins »\n")).toBe("Creche Les Calins");
  });
});
