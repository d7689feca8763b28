import { describe, expect, it } from "vitest";
import {
  expiryReminderDay,
  isBreveteOn,
  isExpiringSoon,
  isQualifiedCoordinatorOn,
  isValidOn,
  type QualificationDates,
} from "./qualifications.ts";

const animateur: QualificationDates = { kind: "brevet-animateur", obtainedOn: "2024-06-30", expiresOn: "2026-07-07" };

describe("a qualification's days", () => {
  it("is valid from the day it was obtained through its expiry day, not the day after", () => {
    expect(isValidOn(animateur, "2024-06-29")).toBe(false);
    expect(isValidOn(animateur, "2024-06-30")).toBe(true);
    expect(isValidOn(animateur, "2026-07-07")).toBe(true);
    expect(isValidOn(animateur, "2026-07-08")).toBe(false);
  });

  it("without an expiry date stays valid", () => {
    expect(isValidOn({ ...animateur, expiresOn: null }, "2099-12-31")).toBe(true);
  });
});

describe("breveté and qualified coordinator on a day", () => {
  it("counts an animateur's brevet as breveté, not as coordinator", () => {
    expect(isBreveteOn([animateur], "2026-07-07")).toBe(true);
    expect(isBreveteOn([animateur], "2026-07-08")).toBe(false);
    expect(isQualifiedCoordinatorOn([animateur], "2026-07-07")).toBe(false);
  });

  it("counts a coordinator's brevet and an equivalent title as both", () => {
    for (const kind of ["brevet-coordinateur", "titre-equivalent"] as const) {
      const title = { kind, obtainedOn: "2020-01-01", expiresOn: null };
      expect(isBreveteOn([title], "2026-07-07")).toBe(true);
      expect(isQualifiedCoordinatorOn([title], "2026-07-07")).toBe(true);
    }
  });

  it("never counts first aid alone, nor a brevet obtained after the day", () => {
    expect(isBreveteOn([{ kind: "premiers-secours", obtainedOn: "2020-01-01", expiresOn: null }], "2026-07-07")).toBe(false);
    expect(isBreveteOn([{ ...animateur, obtainedOn: "2026-07-08", expiresOn: null }], "2026-07-07")).toBe(false);
  });

  it("takes any valid one among several, an expired one aside", () => {
    const expired = { ...animateur, expiresOn: "2025-01-01" };
    expect(isBreveteOn([expired], "2026-07-07")).toBe(false);
    expect(isBreveteOn([expired, animateur], "2026-07-07")).toBe(true);
  });
});

describe("the reminder before the end", () => {
  it("is due 60 days before the expiry day and until it", () => {
    expect(expiryReminderDay(animateur)).toBe("2026-05-08");
    expect(isExpiringSoon(animateur, "2026-05-07")).toBe(false);
    expect(isExpiringSoon(animateur, "2026-05-08")).toBe(true);
    expect(isExpiringSoon(animateur, "2026-07-07")).toBe(true);
    expect(isExpiringSoon(animateur, "2026-07-08")).toBe(false);
  });

  it("never comes for a qualification that does not end", () => {
    expect(expiryReminderDay({ expiresOn: null })).toBeNull();
    expect(isExpiringSoon({ expiresOn: null }, "2026-07-07")).toBe(false);
  });
});
