import { describe, expect, it } from "vitest";
import { requiredMonitors, staffingOfDay, staffingWarning } from "./staffing.ts";

const years = (n: number) => n * 12;
const many = (count: number, months: number): number[] => Array.from({ length: count }, () => months);

describe("ONE staffing ratio", () => {
  it("is one monitor per 12 children aged 6 or more, rounded up", () => {
    expect(requiredMonitors(many(12, years(7)))).toBe(1);
    expect(requiredMonitors(many(13, years(7)))).toBe(2);
    expect(requiredMonitors([])).toBe(0);
  });

  it("is one per 8 as soon as one child is under 6", () => {
    const group = [...many(12, years(9)), years(5) + 11];
    expect(requiredMonitors(group)).toBe(2);
    expect(requiredMonitors([...many(16, years(8))].concat([years(4)]))).toBe(3);
    expect(requiredMonitors(many(8, years(3)))).toBe(1);
  });

  it("warns when the staff entered is below what the expected or present children need", () => {
    const day = staffingOfDay(many(20, years(4)), many(9, years(4)), 2);
    expect(day).toMatchObject({ requiredForExpected: 3, requiredForPresent: 2, belowRequired: true });
    expect(staffingWarning(day)).toBe("Encadrement insuffisant : 2 animateurs pour 3 requis par l'ONE.");
    expect(staffingOfDay(many(20, years(4)), [], 3).belowRequired).toBe(false);
    expect(staffingWarning(staffingOfDay(many(20, years(4)), [], null))).toBeNull();
  });
});
