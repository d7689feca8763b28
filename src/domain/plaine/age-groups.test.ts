import { describe, expect, it } from "vitest";
import { DEFAULT_AGE_GROUPS, formatGroupAges, groupIndexFor } from "./age-groups.ts";

const groupOf = (birthDate: string, firstDay = "2026-07-06") =>
  DEFAULT_AGE_GROUPS[groupIndexFor(DEFAULT_AGE_GROUPS, birthDate, firstDay)].name;

describe("age groups", () => {
  it("put a child by age on the first day: Petits 2½–5, Moyens 6–8, Grands 9–14", () => {
    expect(groupOf("2024-01-06")).toBe("Petits"); // 2 years 6 months
    expect(groupOf("2020-07-07")).toBe("Petits"); // turns 6 tomorrow
    expect(groupOf("2020-07-06")).toBe("Moyens"); // 6 today
    expect(groupOf("2017-07-07")).toBe("Moyens"); // 8, 9 tomorrow
    expect(groupOf("2017-07-06")).toBe("Grands");
    expect(groupOf("2012-01-01")).toBe("Grands");
  });

  it("keep a child who turns 6 during the plaine with the Petits they started with", () => {
    // Born 8 July 2020: 5 on Monday 6 July, 6 on Wednesday 8 July.
    expect(groupOf("2020-07-08", "2026-07-06")).toBe("Petits");
  });

  it("send a child outside every range to the nearest group, and a gap to the group below", () => {
    expect(groupOf("2025-01-01")).toBe("Petits");
    expect(groupOf("2010-01-01")).toBe("Grands");
    const withGap = [
      { name: "Petits", minMonths: 30, maxMonths: 59 },
      { name: "Grands", minMonths: 96, maxMonths: 179 },
    ];
    expect(withGap[groupIndexFor(withGap, "2019-07-06", "2026-07-06")].name).toBe("Petits");
    expect(groupIndexFor([], "2019-07-06", "2026-07-06")).toBe(-1);
  });

  it("show their ranges in French", () => {
    expect(DEFAULT_AGE_GROUPS.map(formatGroupAges)).toEqual(["2,5 - 5 ans", "6 - 8 ans", "9 - 14 ans"]);
  });
});
