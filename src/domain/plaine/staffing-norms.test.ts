import { describe, expect, it } from "vitest";
import {
  animateursNeeded,
  brevetesNeeded,
  coordinatorsNeeded,
  countChildDays,
  groupAnimateursNeeded,
  ONE_NORMS,
  staffingNorms,
  VGC_NORMS,
} from "./staffing-norms.ts";

const years = (n: number) => n * 12;
const many = (count: number, months: number): number[] => Array.from({ length: count }, () => months);
/** Just under 6: 5 years and 11 months. */
const UNDER_SIX = years(5) + 11;
const SIX = years(6);

describe("the ONE's norms", () => {
  const one = (...groups: number[][]) => animateursNeeded(ONE_NORMS, groups);

  it("asks 1 animateur per 8 children under 6: 8 → 1, 9 → 2", () => {
    expect(one(many(8, UNDER_SIX))).toBe(1);
    expect(one(many(9, UNDER_SIX))).toBe(2);
    expect(one(many(16, years(3)))).toBe(2);
    expect(one(many(17, years(3)))).toBe(3);
  });

  it("asks 1 per 12 children of 6 and over: 12 → 1, 13 → 2", () => {
    expect(one(many(12, SIX))).toBe(1);
    expect(one(many(13, SIX))).toBe(2);
    expect(one(many(24, years(11)))).toBe(2);
  });

  it("counts each age band apart on a mixed plaine: 8 + 12 → 2, 9 + 13 → 4", () => {
    expect(one([...many(8, years(4)), ...many(12, years(9))])).toBe(2);
    expect(one([...many(9, years(4)), ...many(13, years(9))])).toBe(4);
    // Where the old rule (1 per 8 for all as soon as one is under 6) asked ⌈25/8⌉ = 4.
    expect(one([years(5), ...many(24, years(8))])).toBe(3);
  });

  it("counts the whole plaine at once, whatever its groups", () => {
    expect(one(many(4, years(4)), many(4, years(5)), many(6, years(7)), many(6, years(10)))).toBe(2);
    expect(one([], [])).toBe(0);
  });

  it("asks one breveté in three animateurs, rounded up: 2 → 1, 3 → 1, 4 → 2", () => {
    expect(brevetesNeeded(ONE_NORMS, 2, 1)).toBe(1);
    expect(brevetesNeeded(ONE_NORMS, 3, 1)).toBe(1);
    expect(brevetesNeeded(ONE_NORMS, 4, 1)).toBe(2);
    expect(brevetesNeeded(ONE_NORMS, 0, 0)).toBe(0);
  });

  it("asks a qualified coordinator on a day with children", () => {
    expect(coordinatorsNeeded(ONE_NORMS, 1)).toBe(1);
    expect(coordinatorsNeeded(ONE_NORMS, 0)).toBe(0);
  });

  it("gives a group its guide by the same arithmetic", () => {
    expect(groupAnimateursNeeded(ONE_NORMS, [...many(3, UNDER_SIX), ...many(5, SIX)])).toBe(2);
    expect(groupAnimateursNeeded(ONE_NORMS, many(7, years(7)))).toBe(1);
    expect(groupAnimateursNeeded(ONE_NORMS, [])).toBe(0);
  });
});

describe("the VGC's norms (Brussels speelpleinen)", () => {
  it("asks 1 per started 8 children whatever their age, at least 2 per group: 8 → 2, 9 → 2, 17 → 3", () => {
    expect(groupAnimateursNeeded(VGC_NORMS, many(8, years(9)))).toBe(2);
    expect(groupAnimateursNeeded(VGC_NORMS, many(9, years(3)))).toBe(2);
    expect(groupAnimateursNeeded(VGC_NORMS, many(17, years(3)))).toBe(3);
    expect(groupAnimateursNeeded(VGC_NORMS, [years(7)])).toBe(2);
    expect(groupAnimateursNeeded(VGC_NORMS, [])).toBe(0);
  });

  it("counts 8 → 1 and 9 → 2 by the ratio alone, before the group's minimum", () => {
    const ratioOnly = { ...VGC_NORMS, minimumPerGroup: 0 };
    expect(groupAnimateursNeeded(ratioOnly, many(8, years(4)))).toBe(1);
    expect(groupAnimateursNeeded(ratioOnly, many(9, years(10)))).toBe(2);
  });

  it("adds up the groups of a plaine, an empty group asking nobody", () => {
    expect(animateursNeeded(VGC_NORMS, [many(9, years(4)), many(20, years(10)), []])).toBe(5);
    expect(animateursNeeded(VGC_NORMS, [many(3, years(4)), many(3, years(10))])).toBe(4);
  });

  it("asks one qualified adult per group with children and 2 hoofdanimatoren on the site", () => {
    expect(brevetesNeeded(VGC_NORMS, 5, 2)).toBe(2);
    expect(coordinatorsNeeded(VGC_NORMS, 30)).toBe(2);
  });

  it("is found by its setting's value", () => {
    expect(staffingNorms("vgc")).toBe(VGC_NORMS);
    expect(staffingNorms("one")).toBe(ONE_NORMS);
  });
});

describe("child-days", () => {
  it("counts a child turning 6 during the week under 6 before the birthday and 6 and over from it", () => {
    // Born 2020-07-08: 6 on Wednesday 2026-07-08.
    const week = ["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"];
    const rows = [
      ...week.map((date) => ({ childId: "lea", date, birthDate: "2020-07-08" })),
      ...week.slice(0, 2).map((date) => ({ childId: "tom", date, birthDate: "2016-03-01" })),
      { childId: "zoe", date: "2026-07-06", birthDate: "2022-01-15" },
    ];
    expect(countChildDays(rows)).toEqual({ underSix: 3, sixAndOver: 5, children: 3 });
  });

  it("counts a child and a day given twice once", () => {
    const row = { childId: "lea", date: "2026-07-06", birthDate: "2020-07-08" };
    expect(countChildDays([row, row])).toEqual({ underSix: 1, sixAndOver: 0, children: 1 });
    expect(countChildDays([])).toEqual({ underSix: 0, sixAndOver: 0, children: 0 });
  });
});
