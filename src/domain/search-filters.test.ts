import { describe, expect, it } from "vitest";
import type { Activity } from "./activity.ts";
import { matchesSearchFilters, searchFiltersSchema } from "./search-filters.ts";

function activity(overrides: { city?: string; min?: number; max?: number; price?: number }): Activity {
  return {
    id: "a363b4c4-799f-487c-928c-2eb8b3e9a405",
    title: "Plaine",
    excerpt: null,
    description: "",
    startDate: "2027-07-05",
    endDate: "2027-07-09",
    location: { name: "École", address: "Rue 1", postalCode: "1348", city: overrides.city ?? "Louvain-la-Neuve" },
    ageRange: { min: overrides.min ?? 3, max: overrides.max ?? 12 },
    price: { standard: overrides.price ?? 8000, reduced: null },
    capacity: 30,
    remainingSpots: 10,
    imageUrl: null,
    videoUrl: null,
    alertePlacesLimitees: false,
    registrationsOpenAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("matchesSearchFilters", () => {
  it("keeps everything without filters", () => {
    expect(matchesSearchFilters(activity({}), {})).toBe(true);
  });

  it("matches the city partially and without regard to case", () => {
    expect(matchesSearchFilters(activity({ city: "Louvain-la-Neuve" }), { city: "louvain" })).toBe(true);
    expect(matchesSearchFilters(activity({ city: "Ixelles" }), { city: "XELL" })).toBe(true);
    expect(matchesSearchFilters(activity({ city: "Namur" }), { city: "wavre" })).toBe(false);
  });

  it("minAge keeps plaines whose maximum age is at most the value", () => {
    expect(matchesSearchFilters(activity({ min: 3, max: 6 }), { minAge: 6 })).toBe(true);
    expect(matchesSearchFilters(activity({ min: 3, max: 6.5 }), { minAge: 6 })).toBe(false);
  });

  it("maxAge keeps plaines whose minimum age is at least the value", () => {
    expect(matchesSearchFilters(activity({ min: 8, max: 14 }), { maxAge: 8 })).toBe(true);
    expect(matchesSearchFilters(activity({ min: 7.5, max: 14 }), { maxAge: 8 })).toBe(false);
  });

  it("maxPrice (euros) keeps plaines whose standard price is at most the value", () => {
    expect(matchesSearchFilters(activity({ price: 8000 }), { maxPrice: 80 })).toBe(true);
    expect(matchesSearchFilters(activity({ price: 8001 }), { maxPrice: 80 })).toBe(false);
    expect(matchesSearchFilters(activity({ price: 7550 }), { maxPrice: 75.5 })).toBe(true);
  });

  it("combines filters", () => {
    const filters = { city: "louvain", maxPrice: 90, minAge: 12 };
    expect(matchesSearchFilters(activity({}), filters)).toBe(true);
    expect(matchesSearchFilters(activity({ price: 9500 }), filters)).toBe(false);
  });
});

describe("searchFiltersSchema", () => {
  it("reads numbers from query strings and drops empty values", () => {
    expect(searchFiltersSchema.parse({ city: "  Namur ", minAge: "6", maxAge: "", maxPrice: "75.5" })).toEqual({
      city: "Namur",
      minAge: 6,
      maxPrice: 75.5,
    });
  });

  it("refuses what is not a number with a French message", () => {
    const result = searchFiltersSchema.safeParse({ maxPrice: "cher" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Le prix maximum doit être un nombre");
  });

  it("refuses negative values", () => {
    const result = searchFiltersSchema.safeParse({ minAge: "-1" });
    expect(result.error?.issues[0].message).toBe("L'âge minimum ne peut pas être négatif");
  });

  it("refuses a repeated parameter rather than guessing", () => {
    expect(searchFiltersSchema.safeParse({ city: ["a", "b"] }).success).toBe(false);
  });
});
