import { describe, expect, it } from "vitest";
import { isScheduled } from "./publication.ts";

describe("isScheduled", () => {
  it("is true only for a publish date after today", () => {
    expect(isScheduled("2027-07-02", "2027-07-01")).toBe(true);
    expect(isScheduled("2027-07-01", "2027-07-01")).toBe(false);
    expect(isScheduled("2027-06-30", "2027-07-01")).toBe(false);
  });

  it("compares calendar dates across months and years", () => {
    expect(isScheduled("2028-01-01", "2027-12-31")).toBe(true);
    expect(isScheduled("2027-09-30", "2027-10-01")).toBe(false);
  });
});
