import { describe, expect, it } from "vitest";
import { priceFamily, priceRegistration } from "./pricing.ts";

describe("priceRegistration", () => {
  it.each([
    [0, 0, null, 0],
    [1, 8000, null, 8000],
    [2, 16000, "Réduction famille (2 enfants)", 15000],
    [3, 24000, "Réduction famille (3 enfants)", 22000],
    [4, 32000, "Réduction famille (4+ enfants)", 29000],
    [5, 40000, "Réduction famille (4+ enfants)", 37000],
    [6, 48000, "Réduction famille (4+ enfants)", 45000],
  ])("%i children at 80 €: subtotal %i, %s, total %i", (children, subtotal, label, total) => {
    const price = priceRegistration(8000, children);
    expect(price.subtotalCents).toBe(subtotal);
    expect(price.discount?.label ?? null).toBe(label);
    expect(price.totalCents).toBe(total);
    expect(price.subtotalCents - (price.discount?.amountCents ?? 0)).toBe(price.totalCents);
  });

  it("gives the discount amounts of spec §9", () => {
    expect(priceRegistration(8000, 2).discount).toEqual({ label: "Réduction famille (2 enfants)", amountCents: 1000 });
    expect(priceRegistration(8000, 3).discount!.amountCents).toBe(2000);
    expect(priceRegistration(8000, 4).discount!.amountCents).toBe(3000);
  });

  it("never goes below 0: a cheap or free plaine caps the discount at the subtotal", () => {
    expect(priceRegistration(400, 2)).toMatchObject({ subtotalCents: 800, discount: { amountCents: 800 }, totalCents: 0 });
    expect(priceRegistration(0, 4)).toMatchObject({ subtotalCents: 0, totalCents: 0 });
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => priceRegistration(79.5, 1)).toThrow(RangeError);
    expect(() => priceRegistration(8000, -1)).toThrow(RangeError);
  });
});

describe("priceFamily: each child's own price, then the family discount on the total", () => {
  // The table of cases: the children's prices (a standard price of 80 €, one set lower by an
  // administrator, a plaine given for free), the family's size and its discount.
  it.each([
    { prices: [8000], discount: 0, total: 8000 },
    { prices: [8000, 4000], discount: 1000, total: 11000 },
    { prices: [4000, 4000], discount: 1000, total: 7000 },
    { prices: [8000, 8000, 1600], discount: 2000, total: 15600 },
    { prices: [8000, 0, 0], discount: 2000, total: 6000 },
    { prices: [1600, 1600, 1600, 1600], discount: 3000, total: 3400 },
    { prices: [8000, 8000, 8000, 8000, 4000], discount: 3000, total: 33000 },
    { prices: [500, 300], discount: 800, total: 0 },
    { prices: [0, 0], discount: 0, total: 0 },
    { prices: [], discount: 0, total: 0 },
  ])("$prices: discount $discount, total $total", ({ prices, discount, total }) => {
    const price = priceFamily(prices);
    expect(price.childCount).toBe(prices.length);
    expect(price.subtotalCents).toBe(prices.reduce((sum, cents) => sum + cents, 0));
    expect(price.discount?.amountCents ?? 0).toBe(discount);
    expect(price.totalCents).toBe(total);
  });

  it("is the form's price when every child has the same", () => {
    for (const count of [0, 1, 2, 3, 4, 5]) {
      const { unitPriceCents, ...family } = priceRegistration(8000, count);
      expect(unitPriceCents).toBe(8000);
      expect(family).toEqual(priceFamily(Array.from({ length: count }, () => 8000)));
    }
  });

  it("refuses a price that is not whole cents", () => {
    expect(() => priceFamily([8000, 79.5])).toThrow(RangeError);
    expect(() => priceFamily([-1])).toThrow(RangeError);
  });
});
