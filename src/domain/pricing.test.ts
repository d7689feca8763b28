import { describe, expect, it } from "vitest";
import { priceRegistration } from "./pricing.ts";

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
