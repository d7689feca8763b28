import { describe, expect, it } from "vitest";
import { activityStatus, formatResultCount, isArchived, isFull } from "./activity.ts";
import { brusselsToday } from "./dates.ts";

describe("isFull", () => {
  it("is full at 0 places or fewer", () => {
    expect(isFull({ remainingSpots: 0 })).toBe(true);
    expect(isFull({ remainingSpots: -1 })).toBe(true);
    expect(isFull({ remainingSpots: 1 })).toBe(false);
  });
});

describe("isArchived / activityStatus", () => {
  it("stays active through its last day and is archived the day after", () => {
    expect(isArchived({ endDate: "2027-07-09" }, "2027-07-09")).toBe(false);
    expect(isArchived({ endDate: "2027-07-09" }, "2027-07-10")).toBe(true);
    expect(activityStatus({ endDate: "2027-07-09" }, "2027-07-10")).toBe("archived");
    expect(activityStatus({ endDate: "2027-07-09" }, "2027-07-01")).toBe("active");
  });

  it("switches at midnight in Brussels, not in UTC", () => {
    const activity = { endDate: "2027-07-09" };
    // 23:30 in Brussels on the 9th (21:30 UTC): still active.
    expect(isArchived(activity, brusselsToday(new Date("2027-07-09T21:30:00Z")))).toBe(false);
    // 00:30 in Brussels on the 10th (22:30 UTC on the 9th): archived, though UTC still says the 9th.
    expect(isArchived(activity, brusselsToday(new Date("2027-07-09T22:30:00Z")))).toBe(true);
  });
});

describe("formatResultCount", () => {
  it("uses the singular for 0 and 1, the plural above", () => {
    expect(formatResultCount(0)).toBe("Aucune plaine trouvée");
    expect(formatResultCount(1)).toBe("1 plaine trouvée");
    expect(formatResultCount(2)).toBe("2 plaines trouvées");
  });
});
