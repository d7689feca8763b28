import { describe, expect, it } from "vitest";
import {
  ageLimitDate,
  CERTIFICATE_REASONS,
  certificateSheets,
  type CertificateActivity,
  childcareAmounts,
  periodSummary,
} from "./childcare-certificate.ts";

const WEEK = ["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"];

function activity(overrides: Partial<CertificateActivity> = {}): CertificateActivity {
  return {
    title: "Plaine d'été",
    startDate: "2026-07-06",
    endDate: "2026-07-10",
    plannedDays: 5,
    presentDates: WEEK,
    shareCents: 8000,
    excludedCents: 0,
    paidOn: "2026-06-01",
    ...overrides,
  };
}

const amounts = (activities: CertificateActivity[], options: { birthDate?: string; dailyCapCents?: number | null; year?: number } = {}) =>
  childcareAmounts({
    year: options.year ?? 2026,
    birthDate: options.birthDate ?? "2018-03-15",
    today: "2026-11-25",
    activities,
    dailyCapCents: options.dailyCapCents === undefined ? 1640 : options.dailyCapCents,
  });

describe("the certificate's amounts", () => {
  it("states the days present at the daily amount actually received, and what the year's maximum lets the parent deduct", () => {
    const result = amounts([activity()]);
    expect(result.periods).toEqual([
      { title: "Plaine d'été", from: "2026-07-06", to: "2026-07-10", days: 5, dailyRateCents: 1600, amountCents: 8000 },
    ]);
    expect(result.totalCents).toBe(8000);
    expect(result.deductibleCents).toBe(8000);
    expect(periodSummary(result.periods[0]).replace(/\s/g, " ")).toBe("5 jours × 16,00 € = 80,00 €");
  });

  it("caps only the deductible indication at the year's daily maximum, never the amount stated", () => {
    const result = amounts([activity({ shareCents: 10000 })]); // 20 € a day
    expect(result.totalCents).toBe(10000);
    expect(result.deductibleCents).toBe(5 * 1640);
    expect(amounts([activity({ shareCents: 10000 })], { dailyCapCents: 1570 }).deductibleCents).toBe(5 * 1570);
    expect(amounts([activity()], { dailyCapCents: null }).deductibleCents).toBeNull();
  });

  it("counts only the days present when the child missed some", () => {
    const result = amounts([activity({ presentDates: ["2026-07-06", "2026-07-08", "2026-07-09"] })]);
    expect(result.periods[0]).toMatchObject({ from: "2026-07-06", to: "2026-07-09", days: 3, amountCents: 4800 });
  });

  it("stops counting on the day the child turns 14", () => {
    const result = amounts([activity()], { birthDate: "2012-07-08" });
    expect(result.periods[0]).toMatchObject({ from: "2026-07-06", to: "2026-07-07", days: 2, amountCents: 3200 });
    const older = amounts([activity()], { birthDate: "2012-07-06" });
    expect(older.periods).toEqual([]);
    expect(older.refused).toEqual([{ title: "Plaine d'été", reason: CERTIFICATE_REASONS.tooOld }]);
  });

  it("takes a child born on 29 February to be 14 on 1 March when the year has no 29th", () => {
    expect(ageLimitDate("2012-02-29")).toBe("2026-03-01");
    expect(ageLimitDate("2010-02-29")).toBe("2024-02-29");
    expect(ageLimitDate("2012-07-08")).toBe("2026-07-08");
  });

  it("leaves out meals, membership and material the price names", () => {
    const result = amounts([activity({ excludedCents: 1500 })]); // 65 € of childcare over 5 days
    expect(result.periods[0]).toMatchObject({ dailyRateCents: 1300, amountCents: 6500 });
    const onlyMeals = amounts([activity({ excludedCents: 9000 })]);
    expect(onlyMeals.refused).toEqual([{ title: "Plaine d'été", reason: CERTIFICATE_REASONS.nothingDeductible }]);
  });

  it("rounds the daily amount down, so the certificate never states more than was received", () => {
    const result = amounts([activity({ shareCents: 7333 })]);
    expect(result.periods[0]).toMatchObject({ dailyRateCents: 1466, amountCents: 7330 });
  });

  it("says why a plaine gives nothing: not over, not paid, nobody marked present", () => {
    const result = amounts([
      activity({ title: "Toussaint", startDate: "2026-11-23", endDate: "2026-11-27" }),
      activity({ title: "Carnaval", startDate: "2026-02-16", endDate: "2026-02-20", paidOn: null }),
      activity({ title: "Pâques", startDate: "2026-04-06", endDate: "2026-04-10", presentDates: [] }),
    ]);
    expect(result.periods).toEqual([]);
    expect(result.totalCents).toBe(0);
    expect(result.refused).toEqual([
      { title: "Toussaint", reason: CERTIFICATE_REASONS.notOver },
      { title: "Carnaval", reason: CERTIFICATE_REASONS.notPaid },
      { title: "Pâques", reason: CERTIFICATE_REASONS.noAttendance },
    ]);
  });

  it("puts a plaine in the year its payment was received", () => {
    // Paid in December 2025 for a plaine of July 2026: the 2025 certificate, not 2026's.
    const early = activity({ paidOn: "2025-12-20" });
    expect(amounts([early], { year: 2026 }).periods).toEqual([]);
    expect(amounts([early], { year: 2025 }).periods).toHaveLength(1);
    // An unpaid plaine is mentioned in the year it starts only.
    expect(amounts([activity({ paidOn: null })], { year: 2025 }).refused).toEqual([]);
  });

  it("lists periods by date and splits more than four into several certificates", () => {
    const weeks = [3, 1, 2, 5, 4].map((week) =>
      activity({
        title: `Semaine ${week}`,
        startDate: `2026-0${week}-01`,
        endDate: `2026-0${week}-05`,
        presentDates: [`2026-0${week}-02`],
      }),
    );
    const result = amounts(weeks);
    expect(result.periods.map((period) => period.title)).toEqual(["Semaine 1", "Semaine 2", "Semaine 3", "Semaine 4", "Semaine 5"]);
    expect(certificateSheets(result.periods).map((sheet) => sheet.length)).toEqual([4, 1]);
    expect(certificateSheets([])).toEqual([]);
  });
});
