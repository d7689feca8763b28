import { describe, expect, it } from "vitest";
import { compactIban, formatIban, isValidBic, isValidIban } from "./iban.ts";

describe("IBAN", () => {
  it("compacts and groups by four", () => {
    expect(compactIban(" be68 5390 0754 7034 ")).toBe("BE68539007547034");
    expect(formatIban("BE68539007547034")).toBe("BE68 5390 0754 7034");
  });
  it("checks the mod-97 digits", () => {
    expect(isValidIban("BE68 5390 0754 7034")).toBe(true);
    expect(isValidIban("BE69 5390 0754 7034")).toBe(false);
    expect(isValidIban("FR14 2004 1010 0505 0001 3M02 606")).toBe(true);
    expect(isValidIban("BE68")).toBe(false);
  });
});

describe("BIC", () => {
  it("has 8 or 11 characters", () => {
    expect(isValidBic("TRIOBEBB")).toBe(true);
    expect(isValidBic("GEBABEBBXXX")).toBe(true);
    expect(isValidBic("GEBABEB")).toBe(false);
    expect(isValidBic("1234BEBB")).toBe(false);
  });
});
