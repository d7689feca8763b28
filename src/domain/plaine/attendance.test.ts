import { describe, expect, it } from "vitest";
import {
  applyCheckIn,
  applyTap,
  CHECK_IN_TIME_ACTIONS,
  CHECK_IN_TIME_FUTURE,
  checkInTimeError,
  daysPresent,
  DEPARTURE_BEFORE_ARRIVAL,
} from "./attendance.ts";

describe("check-in taps", () => {
  it("keep the first arrival, record the departure, and take a tap back", () => {
    const arrived = applyCheckIn(null, "arrived", "08:05");
    expect(arrived).toEqual({ status: "present", arrivedAt: "08:05", leftAt: null });
    expect(applyCheckIn(arrived, "arrived", "08:40")).toEqual(arrived);
    expect(applyCheckIn(arrived, "left", "16:30")).toEqual({ status: "left", arrivedAt: "08:05", leftAt: "16:30" });
    expect(applyCheckIn(arrived, "clear", "09:00")).toBeNull();
  });

  it("clear the times of a child marked absent, and count a late arrival from its tap", () => {
    const absent = applyCheckIn({ status: "present", arrivedAt: "08:05", leftAt: null }, "absent", "09:00");
    expect(absent).toEqual({ status: "absent", arrivedAt: null, leftAt: null });
    expect(applyCheckIn(absent, "arrived", "10:15")).toEqual({ status: "present", arrivedAt: "10:15", leftAt: null });
  });
});

describe("a day entered later from the paper list", () => {
  const arrived = { status: "present" as const, arrivedAt: "2026-07-06T06:30:00.000Z", leftAt: null };

  it("records the time stated, and no time rather than the typing time", () => {
    const typed = { date: "2026-07-06", tappedAt: "2026-07-09T18:00:00.000Z" };
    expect(applyTap(null, { ...typed, action: "arrived" })).toEqual({ status: "present", arrivedAt: null, leftAt: null });
    expect(applyTap(arrived, { ...typed, action: "arrived", happenedAt: "2026-07-06T06:10:00.000Z" })?.arrivedAt).toBe(
      "2026-07-06T06:10:00.000Z",
    );
    expect(applyTap(arrived, { ...typed, action: "left", happenedAt: "2026-07-06T14:45:00.000Z" })).toEqual({
      ...arrived,
      status: "left",
      leftAt: "2026-07-06T14:45:00.000Z",
    });
  });

  it("refuses a time on another day, to come, with an absence, or a departure before the arrival", () => {
    const tap = (action: "arrived" | "left" | "absent", happenedAt: string) => ({
      date: "2026-07-06",
      tappedAt: "2026-07-09T18:00:00.000Z",
      action,
      happenedAt,
    });
    const now = new Date("2026-07-09T18:00:00.000Z");
    expect(checkInTimeError(tap("arrived", "2026-07-06T06:10:00.000Z"), null, now)).toBeNull();
    // 23:30 UTC on the 6th is already the 7th in Brussels.
    expect(checkInTimeError(tap("arrived", "2026-07-06T23:30:00.000Z"), null, now)).toBe("L'heure indiquée doit être le 6 juillet 2026");
    expect(
      checkInTimeError({ ...tap("arrived", "2026-07-06T06:10:00.000Z"), date: "2026-07-06" }, null, new Date("2026-07-06T05:00:00Z")),
    ).toBe(CHECK_IN_TIME_FUTURE);
    expect(checkInTimeError(tap("absent", "2026-07-06T06:10:00.000Z"), null, now)).toBe(CHECK_IN_TIME_ACTIONS);
    expect(checkInTimeError(tap("left", "2026-07-06T06:30:00.000Z"), arrived, now)).toBe(DEPARTURE_BEFORE_ARRIVAL);
    expect(checkInTimeError(tap("left", "2026-07-06T06:31:00.000Z"), arrived, now)).toBeNull();
  });
});

describe("daysPresent", () => {
  it("counts each day a child came, arrived or gone home, never an absence", () => {
    expect(
      daysPresent([
        { date: "2026-07-07", status: "left" },
        { date: "2026-07-06", status: "present" },
        { date: "2026-07-08", status: "absent" },
      ]),
    ).toEqual(["2026-07-06", "2026-07-07"]);
  });
});
