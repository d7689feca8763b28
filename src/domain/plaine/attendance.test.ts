import { describe, expect, it } from "vitest";
import { applyCheckIn, daysPresent } from "./attendance.ts";

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
