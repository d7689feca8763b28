import { describe, expect, it } from "vitest";
import { ageFit, ageOn, formatAge, formatAgeRange, isHalfYearStep } from "./age.ts";

describe("formatAgeRange", () => {
  it("reads 'N ans' when both bounds agree", () => {
    expect(formatAgeRange({ min: 5, max: 5 })).toBe("5 ans");
  });
  it("reads 'min - max ans' otherwise, with a French decimal comma", () => {
    expect(formatAgeRange({ min: 2.5, max: 6 })).toBe("2,5 - 6 ans");
    expect(formatAgeRange({ min: 6, max: 12 })).toBe("6 - 12 ans");
  });
});

describe("isHalfYearStep", () => {
  it.each([2.5, 3, 13.5, 14])("accepts %s", (age) => expect(isHalfYearStep(age)).toBe(true));
  it.each([2.25, 3.7, Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (age) => expect(isHalfYearStep(age)).toBe(false));
});

describe("ageOn", () => {
  it("counts completed years and months on a calendar day", () => {
    expect(ageOn("2020-07-05", "2027-07-05")).toEqual({ years: 7, months: 0 });
    expect(ageOn("2020-07-05", "2027-07-04")).toEqual({ years: 6, months: 11 });
    expect(ageOn("2020-03-15", "2027-07-05")).toEqual({ years: 7, months: 3 });
  });
  it("completes the month of a child born on the 31st on the last day of a shorter month", () => {
    expect(ageOn("2020-01-31", "2020-02-29")).toEqual({ years: 0, months: 1 });
    expect(ageOn("2020-01-31", "2020-02-28")).toEqual({ years: 0, months: 0 });
  });
  it("handles a birthday on 29 February", () => {
    expect(ageOn("2020-02-29", "2027-02-28")).toEqual({ years: 7, months: 0 });
    expect(ageOn("2020-02-29", "2027-02-27")).toEqual({ years: 6, months: 11 });
  });
});

describe("formatAge", () => {
  it("writes years, and months when there are some", () => {
    expect(formatAge({ years: 6, months: 0 })).toBe("6 ans");
    expect(formatAge({ years: 1, months: 1 })).toBe("1 an et 1 mois");
    expect(formatAge({ years: 2, months: 7 })).toBe("2 ans et 7 mois");
  });
});

describe("ageFit", () => {
  const range = { min: 2.5, max: 6 };
  it("takes a child from 30 months on for a 2,5 minimum", () => {
    expect(ageFit("Léa", "2025-01-05", "2027-07-05", range)).toEqual({ fits: true });
    const young = ageFit("Léa", "2025-01-06", "2027-07-05", range);
    expect(young).toEqual({
      fits: false,
      reason: "too_young",
      message: "Léa aura 2 ans et 5 mois au début de la plaine\u00a0: l'âge minimum est de 2,5 ans.",
    });
  });
  it("keeps a child until the day they pass the maximum by half a year", () => {
    expect(ageFit("Tom", "2021-01-06", "2027-07-05", range)).toEqual({ fits: true });
    const old = ageFit("Tom", "2021-01-05", "2027-07-05", range);
    expect(old).toMatchObject({
      fits: false,
      reason: "too_old",
      message: "Tom aura 6 ans et 6 mois au début de la plaine\u00a0: l'âge maximum est de 6 ans.",
    });
  });
});
