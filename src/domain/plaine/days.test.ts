import { describe, expect, it } from "vitest";
import { defaultCheckInDay, followingDates, plaineDays, weekdaysBetween } from "./days.ts";

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

describe("a copied plaine's dates", () => {
  it("count as many weekdays from the new start, days off included", () => {
    // Monday 6 to Friday 17 July 2026, ten weekdays, copied to Monday 5 July 2027.
    expect(followingDates("2026-07-06", "2026-07-17", "2027-07-05")).toEqual({ startDate: "2027-07-05", endDate: "2027-07-16" });
    // From a Wednesday, five weekdays end on the Tuesday after the weekend.
    expect(followingDates("2026-07-06", "2026-07-10", "2027-07-07")).toEqual({ startDate: "2027-07-07", endDate: "2027-07-13" });
  });

  it("refuse a new start at the weekend, and keep the length of a plaine without a weekday", () => {
    expect(followingDates("2026-07-06", "2026-07-10", "2027-07-03")).toBeNull();
    expect(followingDates("2026-07-04", "2026-07-05", "2027-07-03")).toEqual({ startDate: "2027-07-03", endDate: "2027-07-04" });
  });
});
