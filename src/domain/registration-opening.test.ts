import { describe, expect, it } from "vitest";
import { brusselsDateTime, brusselsInstant } from "./date-time.ts";
import { formatCountdown } from "./countdown.ts";
import { openingLabel, registrationOpening, registrationsNotOpenMessage, registrationsOpen } from "./registration-opening.ts";

describe("the opening of registrations", () => {
  const opensAt = "2027-03-01T19:00:00.000Z"; // 1 March 2027, 20:00 in Brussels

  it("is open without an opening, and from the opening's millisecond on", () => {
    expect(registrationsOpen(null, new Date("2000-01-01T00:00:00Z"))).toBe(true);
    expect(registrationsOpen(opensAt, new Date("2027-03-01T18:59:59.999Z"))).toBe(false);
    expect(registrationsOpen(opensAt, new Date(opensAt))).toBe(true);
    expect(registrationOpening(opensAt, new Date("2027-03-01T18:59:58.500Z"))).toEqual({
      registrationsOpenAt: opensAt,
      open: false,
      opensInMs: 1500,
    });
    expect(registrationOpening(opensAt, new Date("2027-03-02T00:00:00Z"))).toMatchObject({ open: true, opensInMs: 0 });
  });

  it("is worded in Brussels time, the first of the month as '1er'", () => {
    expect(openingLabel(opensAt)).toBe("Inscriptions à partir du 1er mars à 20:00");
    expect(openingLabel("2027-06-15T07:30:00Z")).toBe("Inscriptions à partir du 15 juin à 09:30");
    expect(registrationsNotOpenMessage(opensAt)).toBe(
      "Les inscriptions à cette plaine ne sont pas encore ouvertes\u00a0: elles ouvrent le 1er mars à 20:00.",
    );
  });

  it("counts down to the second, rounded up", () => {
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(65_000)).toBe("01:05");
    expect(formatCountdown(3 * 3600_000 + 15 * 60_000 + 7_000)).toBe("03:15:07");
    expect(formatCountdown(2 * 86_400_000 + 61_000)).toBe("2 j 00:01:01");
    expect(formatCountdown(-5)).toBe("00:00");
  });

  it("reads a Brussels date and time as the instant it names, summer and winter, and back", () => {
    expect(brusselsInstant("2027-03-01", "20:00").toISOString()).toBe(opensAt);
    expect(brusselsInstant("2027-07-01", "20:00").toISOString()).toBe("2027-07-01T18:00:00.000Z");
    // The spring change skips 02:00-03:00: 02:30 is read as the clocks show it, 03:30.
    expect(brusselsInstant("2027-03-28", "02:30").toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(brusselsDateTime(opensAt)).toEqual({ date: "2027-03-01", time: "20:00" });
    expect(brusselsDateTime("2027-12-31T23:30:00Z")).toEqual({ date: "2028-01-01", time: "00:30" });
    // Seconds, when an opening has them (a time field that shows them).
    expect(brusselsInstant("2027-03-01", "20:00:15").toISOString()).toBe("2027-03-01T19:00:15.000Z");
    expect(brusselsDateTime("2027-03-01T19:00:15.000Z")).toEqual({ date: "2027-03-01", time: "20:00:15" });
  });
});
