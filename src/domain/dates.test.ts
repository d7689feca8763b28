import { describe, expect, it } from "vitest";
import { addDaysIso, brusselsToday, formatDateFr, formatDateRangeFr, isIsoDate } from "./dates.ts";

describe("brusselsToday", () => {
  it("is already tomorrow in Brussels at 23:30 UTC in winter (UTC+1)", () => {
    expect(brusselsToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
  it("is still today at 22:59 UTC in winter", () => {
    expect(brusselsToday(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
  });
  it("follows summer time (UTC+2): 22:00 UTC is already the next day", () => {
    expect(brusselsToday(new Date("2027-07-14T22:00:00Z"))).toBe("2027-07-15");
    expect(brusselsToday(new Date("2027-07-14T21:59:59Z"))).toBe("2027-07-14");
  });
});

describe("isIsoDate", () => {
  it.each(["2027-07-01", "2028-02-29"])("accepts %s", (value) => expect(isIsoDate(value)).toBe(true));
  it.each(["2027-02-30", "2027-13-01", "27-07-01", "2027-7-1", "", "2027-07-01T00:00:00Z"])("rejects %s", (value) =>
    expect(isIsoDate(value)).toBe(false),
  );
});

describe("addDaysIso", () => {
  it("crosses months, years and the summer-time change without drifting", () => {
    expect(addDaysIso("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDaysIso("2027-03-27", 2)).toBe("2027-03-29");
    expect(addDaysIso("2027-03-01", -1)).toBe("2027-02-28");
  });
});

describe("formatDateFr", () => {
  it("writes 'd MMMM yyyy' in French", () => {
    expect(formatDateFr("2027-07-07")).toBe("7 juillet 2027");
    expect(formatDateFr("2027-12-25")).toBe("25 décembre 2027");
  });
  it("reads the calendar date of a timestamp", () => {
    expect(formatDateFr("2027-08-01T10:00:00.000Z")).toBe("1er août 2027");
    expect(formatDateFr("2027-08-11")).toBe("11 août 2027");
    expect(formatDateFr("2027-08-21")).toBe("21 août 2027");
  });
  it("writes a range with its month and year once when both dates share them, or one date when both agree", () => {
    expect(formatDateRangeFr("2027-01-17", "2027-01-21")).toBe("du 17 au 21 janvier 2027");
    expect(formatDateRangeFr("2027-06-28", "2027-07-02")).toBe("du 28 juin au 2 juillet 2027");
    expect(formatDateRangeFr("2026-12-28", "2027-01-03")).toBe("du 28 décembre 2026 au 3 janvier 2027");
    expect(formatDateRangeFr("2027-07-05", "2027-07-05")).toBe("5 juillet 2027");
    expect(formatDateRangeFr("2027-03-01", "2027-03-05")).toBe("du 1er au 5 mars 2027");
    expect(formatDateRangeFr("2027-06-28", "2027-07-01")).toBe("du 28 juin au 1er juillet 2027");
    expect(formatDateRangeFr("2026-12-01", "2027-01-01")).toBe("du 1er décembre 2026 au 1er janvier 2027");
    expect(formatDateRangeFr("2027-07-05T08:00:00.000Z", "2027-07-09T16:00:00.000Z")).toBe("du 5 au 9 juillet 2027");
  });
});
