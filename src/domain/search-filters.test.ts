import { describe, expect, it } from "vitest";
import type { Activity } from "./activity.ts";
import { ageFit } from "./age.ts";
import { matchesSearchFilters, searchFiltersSchema } from "./search-filters.ts";

function activity(overrides: { city?: string; min?: number; max?: number; price?: number; startDate?: string }): Activity {
  return {
    id: "a363b4c4-799f-487c-928c-2eb8b3e9a405",
    title: "Plaine",
    excerpt: null,
    description: "",
    startDate: overrides.startDate ?? "2027-07-05",
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
    practicalInfo: { hours: null, daycare: null, meals: null, bring: null, access: null },
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

  it("age keeps the plaines whose range holds the child's age", () => {
    // 'Âge minimum 7' used to list a 2,5–6 plaine; a child of 7 cannot attend it.
    expect(matchesSearchFilters(activity({ min: 2.5, max: 6 }), { age: 7 })).toBe(false);
    // 'Âge minimum 4, maximum 4' used to list nothing; a child of 4 attends both of these.
    expect(matchesSearchFilters(activity({ min: 2.5, max: 6 }), { age: 4 })).toBe(true);
    expect(matchesSearchFilters(activity({ min: 4, max: 10 }), { age: 4 })).toBe(true);
    expect(matchesSearchFilters(activity({ min: 8, max: 14 }), { age: 4 })).toBe(false);
  });

  it("age includes both bounds and counts completed half-years, as the registration does", () => {
    expect(matchesSearchFilters(activity({ min: 2.5, max: 6 }), { age: 2.5 })).toBe(true);
    expect(matchesSearchFilters(activity({ min: 2.5, max: 6 }), { age: 2.4 })).toBe(false);
    // 6 years and some months is still 6 for a '2,5 - 6 ans' plaine until the child is 6 and a half.
    expect(matchesSearchFilters(activity({ min: 2.5, max: 6 }), { age: 6.4 })).toBe(true);
    expect(matchesSearchFilters(activity({ min: 2.5, max: 6 }), { age: 6.5 })).toBe(false);
  });

  it("birthDate counts the child's age on the plaine's first day", () => {
    const plaine = activity({ min: 3, max: 6, startDate: "2027-07-05" });
    // Turns 3 on 1 July 2027, before the plaine starts: 3 on its first day, though 2 today.
    expect(matchesSearchFilters(plaine, { birthDate: "2024-07-01" })).toBe(true);
    // Turns 3 on its first day: fits; the day after: too young.
    expect(matchesSearchFilters(plaine, { birthDate: "2024-07-05" })).toBe(true);
    expect(matchesSearchFilters(plaine, { birthDate: "2024-07-06" })).toBe(false);
    // 6 and a half on the first day: too old for a plaine up to 6.
    expect(matchesSearchFilters(plaine, { birthDate: "2021-01-05" })).toBe(false);
    expect(matchesSearchFilters(plaine, { birthDate: "2021-01-06" })).toBe(true);
  });

  it("birthDate gives the registration's answer for every plaine", () => {
    const plaines = [
      activity({ min: 2.5, max: 6, startDate: "2027-07-05" }),
      activity({ min: 6, max: 12, startDate: "2027-08-16" }),
      activity({ min: 3, max: 3.5, startDate: "2027-02-28" }),
    ];
    for (const birthDate of ["2020-08-15", "2021-01-31", "2023-08-29", "2023-09-01", "2024-02-29", "2021-07-05"]) {
      for (const plaine of plaines) {
        const registration = ageFit("Léa", birthDate, plaine.startDate, plaine.ageRange).fits;
        expect(matchesSearchFilters(plaine, { birthDate })).toBe(registration);
      }
    }
  });

  it("age and birthDate given together must both hold", () => {
    const plaine = activity({ min: 3, max: 6, startDate: "2027-07-05" });
    expect(matchesSearchFilters(plaine, { age: 4, birthDate: "2023-01-01" })).toBe(true);
    expect(matchesSearchFilters(plaine, { age: 8, birthDate: "2023-01-01" })).toBe(false);
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

  it("reads the child's age as typed, with a decimal comma or point, and a birth date", () => {
    expect(searchFiltersSchema.parse({ age: "4,5", birthDate: " 2021-03-14 " })).toEqual({ age: 4.5, birthDate: "2021-03-14" });
    expect(searchFiltersSchema.parse({ age: "4.5", birthDate: "" })).toEqual({ age: 4.5 });
  });

  it.each([
    [{ age: "quatre" }, "L'âge de l'enfant doit être un nombre"],
    [{ age: "0x4" }, "L'âge de l'enfant doit être un nombre"],
    [{ age: "-1" }, "L'âge de l'enfant ne peut pas être négatif"],
    [{ birthDate: "2021-02-30" }, "La date de naissance n'est pas une date valide"],
    [{ birthDate: "14/03/2021" }, "La date de naissance n'est pas une date valide"],
    [{ birthDate: ["2021-03-14", "2020-01-01"] }, "La date de naissance n'est pas une date valide"],
  ])("refuses %j with a French message", (query, message) => {
    const result = searchFiltersSchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it("refuses a repeated parameter rather than guessing", () => {
    expect(searchFiltersSchema.safeParse({ city: ["a", "b"] }).success).toBe(false);
  });
});
