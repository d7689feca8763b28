import { describe, expect, it } from "vitest";
import { formatAgeRange, isHalfYearStep } from "./age.ts";

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
