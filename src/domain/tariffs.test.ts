import { describe, expect, it } from "vitest";
import { tariffPriceCents } from "./tariffs.ts";

describe("tariffPriceCents", () => {
  it("takes the plaine's own price first, then the category's percentage, else offers nothing", () => {
    expect(tariffPriceCents(8000, { defaultPercent: 20 }, 5000)).toBe(5000);
    expect(tariffPriceCents(8000, { defaultPercent: 20 }, 0)).toBe(0);
    // A 'kansenpas': 20 % of the price, 8 € → 1,60 €; rounded to the cent.
    expect(tariffPriceCents(800, { defaultPercent: 20 })).toBe(160);
    expect(tariffPriceCents(7999, { defaultPercent: 50 }, null)).toBe(4000);
    expect(tariffPriceCents(8000, { defaultPercent: null })).toBeNull();
  });
});
