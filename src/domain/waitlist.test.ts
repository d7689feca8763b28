import { describe, expect, it } from "vitest";
import { brusselsMidnight, entriesToOffer, offerExpiry, waitlistPositionLabel } from "./waitlist.ts";

describe("entriesToOffer", () => {
  const line = [
    { id: "a", places: 2 },
    { id: "b", places: 3 },
    { id: "c", places: 1 },
    { id: "d", places: 1 },
  ];

  it("offers in order while places are left", () => {
    expect(entriesToOffer(line, 3).map((entry) => entry.id)).toEqual(["a", "c"]);
    expect(entriesToOffer(line, 7).map((entry) => entry.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("passes over a family bigger than the free places, and keeps the earliest that fit", () => {
    expect(entriesToOffer(line, 1).map((entry) => entry.id)).toEqual(["c"]);
    expect(entriesToOffer(line.slice(1), 2).map((entry) => entry.id)).toEqual(["c", "d"]);
  });

  it("offers nothing without places", () => {
    expect(entriesToOffer(line, 0)).toEqual([]);
    expect(entriesToOffer([], 5)).toEqual([]);
  });
});

describe("offerExpiry", () => {
  it("lasts the configured hours", () => {
    const now = new Date("2027-06-01T10:00:00Z");
    expect(offerExpiry(now, 48, "2027-07-16").toISOString()).toBe("2027-06-03T10:00:00.000Z");
  });

  it("ends when registrations close, at midnight after the plaine's last day in Brussels", () => {
    const now = new Date("2027-07-15T10:00:00Z");
    // Summer time: midnight in Brussels is 22:00 UTC the day before.
    expect(offerExpiry(now, 48, "2027-07-16").toISOString()).toBe("2027-07-16T22:00:00.000Z");
  });

  it("knows winter time", () => {
    expect(brusselsMidnight("2027-01-10").toISOString()).toBe("2027-01-09T23:00:00.000Z");
    expect(brusselsMidnight("2027-03-28").toISOString()).toBe("2027-03-27T23:00:00.000Z");
  });
});

it("labels a position as issue #25 asks", () => {
  expect(waitlistPositionLabel(3)).toBe("Liste d'attente — position 3");
});
