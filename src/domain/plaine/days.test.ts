import { describe, expect, it } from "vitest";
import { defaultCheckInDay, plaineDays, weekdaysBetween } from "./days.ts";

describe("plaine days", () => {
  it("are the weekdays from start to end, both included", () => {
    // Friday 3 July to Tuesday 14 July 2026.
    expect(weekdaysBetween("2026-07-03", "2026-07-14")).toEqual([
      "2026-07-03",
      "2026-07-06",
      "2026-07-07",
      "2026-07-08",
      "2026-07-09",
      "2026-07-10",
      "2026-07-13",
      "2026-07-14",
    ]);
  });

  it("leave out the days marked off, such as the national holiday", () => {
    const days = plaineDays("2026-07-20", "2026-07-24", ["2026-07-21"]);
    expect(days).toEqual(["2026-07-20", "2026-07-22", "2026-07-23", "2026-07-24"]);
  });

  it("cross a month and a year end without losing a day", () => {
    expect(weekdaysBetween("2026-12-31", "2027-01-04")).toEqual(["2026-12-31", "2027-01-01", "2027-01-04"]);
  });

  it("open the check-in on today, or on the next running day, or on the last one once over", () => {
    const days = ["2026-07-20", "2026-07-22"];
    expect(defaultCheckInDay(days, "2026-07-22")).toBe("2026-07-22");
    expect(defaultCheckInDay(days, "2026-07-21")).toBe("2026-07-22");
    expect(defaultCheckInDay(days, "2026-06-01")).toBe("2026-07-20");
    expect(defaultCheckInDay(days, "2026-08-01")).toBe("2026-07-22");
    expect(defaultCheckInDay([], "2026-08-01")).toBeNull();
  });
});
