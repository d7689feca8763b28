import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone } from "./phone.ts";

describe("normalizePhone", () => {
  it.each([
    ["0470 12 34 56", "+32470123456"],
    ["0470/12.34.56", "+32470123456"],
    ["+32 470 12 34 56", "+32470123456"],
    ["0032470123456", "+32470123456"],
    ["+32 (0)81 22 33 44", "+3281223344"],
    ["02 123 45 67", "+3221234567"],
    // Liège: the one-digit area 4, then seven digits.
    ["04 223 45 67", "+3242234567"],
    ["04/349.11.11", "+3243491111"],
    ["+33 6 12 34 56 78", "+33612345678"],
  ])("keeps %s as %s", (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
  });

  it.each(["", "470123456", "0470 12 34", "0470 12 34 5", "0470 12 34 56 7", "04x0123456", "0012", "+32 0470 12 34 56"])(
    "refuses %s",
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );
});

describe("formatPhone", () => {
  it("groups mobiles, one-digit and two-digit areas as Belgians write them", () => {
    expect(formatPhone("+32470123456")).toBe("+32 470 12 34 56");
    expect(formatPhone("+3242234567")).toBe("+32 4 223 45 67");
    expect(formatPhone("+3221234567")).toBe("+32 2 123 45 67");
    expect(formatPhone("+3281223344")).toBe("+32 81 22 33 44");
    expect(formatPhone("+33612345678")).toBe("+33612345678");
  });
});
