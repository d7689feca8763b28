import { describe, expect, it } from "vitest";
import { formatDateTimeFr, typedBrusselsInstant } from "./date-time.ts";

describe("formatDateTimeFr", () => {
  it("reads the instant in Brussels time, summer and winter", () => {
    expect(formatDateTimeFr("2027-07-07T12:05:00.000Z")).toBe("7 juillet 2027 à 14:05");
    expect(formatDateTimeFr("2026-11-22T23:30:00Z")).toBe("23 novembre 2026 à 00:30");
  });

  it("accepts a Date", () => {
    expect(formatDateTimeFr(new Date(Date.UTC(2026, 0, 3, 8, 0)))).toBe("3 janvier 2026 à 09:00");
    expect(formatDateTimeFr("2027-08-01T07:00:00.000Z")).toBe("1er août 2027 à 09:00");
  });
});

describe("typedBrusselsInstant", () => {
  it("reads a time on a Brussels clock, summer and winter, and refuses what is no HH:MM", () => {
    expect(typedBrusselsInstant("2026-07-06", "08:30")).toBe("2026-07-06T06:30:00.000Z");
    expect(typedBrusselsInstant("2026-12-21", "08:30")).toBe("2026-12-21T07:30:00.000Z");
    expect(typedBrusselsInstant("2026-07-06", "00:15")).toBe("2026-07-05T22:15:00.000Z");
    for (const time of ["24:00", "8:30", "08:60", ""]) expect(typedBrusselsInstant("2026-07-06", time)).toBeNull();
  });
});
