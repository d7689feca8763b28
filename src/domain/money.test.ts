import { describe, expect, it } from "vitest";
import { eurosToCents, formatEuros } from "./money.ts";

// Intl writes a narrow no-break space before the euro sign in fr-BE.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatEuros", () => {
  it("formats cents as EUR in fr-BE with two decimals", () => {
    expect(normalise(formatEuros(7500))).toBe("75,00 €");
    expect(normalise(formatEuros(1))).toBe("0,01 €");
    expect(normalise(formatEuros(0))).toBe("0,00 €");
    expect(normalise(formatEuros(123456))).toBe("1 234,56 €");
  });
});

describe("eurosToCents", () => {
  it("avoids floating-point drift", () => {
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
  });
});
