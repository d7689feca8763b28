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

  const day = (expected: number[], present: number[], attended: number[], staff: number | null, past = false) =>
    staffingOfDay({ expected, present, attended }, staff, past);

  it("warns when the staff entered is below what the expected or present children need", () => {
    const today = day(many(20, years(4)), many(9, years(4)), many(11, years(4)), 2);
    expect(today).toMatchObject({ requiredForExpected: 3, requiredForPresent: 2, requiredForAttended: 2, belowRequired: true });
    expect(staffingWarning(today)).toBe("Encadrement insuffisant\u00a0: 2 animateurs pour 3 requis par l'ONE.");
    expect(day(many(20, years(4)), [], [], 3).belowRequired).toBe(false);
    expect(staffingWarning(day(many(20, years(4)), [], [], null))).toBeNull();
  });

  it("weighs a past day by the children who came, not those expected", () => {
    // 20 expected, 11 came (every one gone home since): 2 monitors were enough, 1 was not.
    expect(staffingWarning(day(many(20, years(4)), [], many(11, years(4)), 2, true))).toBeNull();
    const past = day(many(20, years(4)), [], many(11, years(4)), 1, true);
    expect(past).toMatchObject({ presentChildren: 0, attendedChildren: 11, requiredForAttended: 2, belowRequired: true });
    expect(staffingWarning(past)).toBe("Encadrement insuffisant\u00a0: 1 animateur pour 2 requis par l'ONE.");
  });
});
