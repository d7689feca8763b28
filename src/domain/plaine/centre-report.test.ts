import { describe, expect, it } from "vitest";
import { centreReport, type ReportAttendance, SUBSIDY_MIN_CHILDREN } from "./centre-report.ts";
import { ONE_NORMS, VGC_NORMS } from "./staffing-norms.ts";

/** Monday 6 to Friday 10 July 2026, Wednesday 8 off. */
const DAYS = ["2026-07-06", "2026-07-07", "2026-07-09", "2026-07-10"];

/** A child who came on each of these days. */
const came = (childId: string, birthDate: string, dates: readonly string[], group = 0): ReportAttendance[] =>
  dates.map((date) => ({ childId, birthDate, date, group }));

describe("centreReport", () => {
  // Léa turns 6 on Thursday 9 July: under 6 on the 6th and 7th, 6 from the 9th.
  const attendance = [
    ...came("lea", "2020-07-09", DAYS),
    ...came("noah", "2021-03-01", ["2026-07-06", "2026-07-07"]),
    ...came("emma", "2018-01-15", DAYS, 1),
    // A row on the day off counts nowhere.
    ...came("emma", "2018-01-15", ["2026-07-08"], 1),
  ];
  const staff = new Map([
    ["2026-07-06", 1],
    ["2026-07-07", 2],
    ["2026-07-10", 1],
  ]);
  const report = centreReport({ norms: ONE_NORMS, days: DAYS, groupCount: 2, attendance, staff });

  it("splits each day by the age on that day and compares the animateurs entered with the norms", () => {
    expect(report.days).toEqual([
      // 2 under 6 → ⌈2/8⌉ = 1, 1 of 6 and over → ⌈1/12⌉ = 1: 2 asked, 1 entered.
      { date: "2026-07-06", underSix: 2, sixAndOver: 1, children: 3, animateursRequired: 2, animateursEntered: 1, staffing: "not-met" },
      { date: "2026-07-07", underSix: 2, sixAndOver: 1, children: 3, animateursRequired: 2, animateursEntered: 2, staffing: "met" },
      // Léa is 6 today: both children in the 12 band, 1 animateur; none entered.
      {
        date: "2026-07-09",
        underSix: 0,
        sixAndOver: 2,
        children: 2,
        animateursRequired: 1,
        animateursEntered: null,
        staffing: "not-entered",
      },
      { date: "2026-07-10", underSix: 0, sixAndOver: 2, children: 2, animateursRequired: 1, animateursEntered: 1, staffing: "met" },
    ]);
  });

  it("adds up the days open (the day off left out), the child-days and the distinct children", () => {
    expect(report.totals).toEqual({
      daysOpen: 4,
      childDaysUnderSix: 4,
      childDaysSixAndOver: 6,
      childDays: 10,
      distinctChildren: 3,
      daysAtSubsidyThreshold: 0,
      daysMet: 2,
      daysNotMet: 1,
      daysNotEntered: 1,
    });
  });

  it("counts the days with at least 13 children present, the subsidy's threshold", () => {
    expect(SUBSIDY_MIN_CHILDREN).toBe(13);
    const twelve = Array.from({ length: 12 }, (_, at) => came(`c${at}`, "2017-05-05", DAYS)).flat();
    const thirteenth = came("c12", "2017-05-05", ["2026-07-07", "2026-07-10"]);
    const { days, totals } = centreReport({
      norms: ONE_NORMS,
      days: DAYS,
      groupCount: 1,
      attendance: [...twelve, ...thirteenth],
      staff: new Map(),
    });
    expect(days.map((day) => day.children)).toEqual([12, 13, 12, 13]);
    expect(days.map((day) => day.animateursRequired)).toEqual([1, 2, 1, 2]);
    expect(totals.daysAtSubsidyThreshold).toBe(2);
    expect(totals.childDays).toBe(50);
    expect(totals.daysNotEntered).toBe(4);
  });

  it("counts a child given twice on a day once, and asks nothing of a day nobody came", () => {
    const twice = [...came("lea", "2020-07-09", ["2026-07-06"]), ...came("lea", "2020-07-09", ["2026-07-06"])];
    const { days } = centreReport({ norms: ONE_NORMS, days: DAYS, groupCount: 1, attendance: twice, staff: new Map([["2026-07-07", 0]]) });
    expect(days[0]).toMatchObject({ children: 1, underSix: 1, animateursRequired: 1 });
    expect(days[1]).toMatchObject({ children: 0, animateursRequired: 0, animateursEntered: 0, staffing: "met" });
  });

  it("counts group by group under the VGC's norms", () => {
    const { days } = centreReport({ norms: VGC_NORMS, days: DAYS, groupCount: 2, attendance, staff });
    // Two groups with children: at least 2 animateurs each.
    expect(days[0]).toMatchObject({ animateursRequired: 4, staffing: "not-met" });
  });
});
