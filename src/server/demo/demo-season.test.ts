import { describe, expect, it } from "vitest";
import { addDaysIso } from "../../domain/dates.ts";
import { belgianPublicHolidays, DEMO_LEAD_DAYS, DEMO_SCHOOL_HOLIDAYS, demoHolidayWeeks, demoSeason, easterSunday } from "./demo-season.ts";

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe("the demo's school holidays", () => {
  it("match the Fédération Wallonie-Bruxelles' calendar of 2025–2026", () => {
    const mondays = (name: string) =>
      demoHolidayWeeks(2025, 2026)
        .filter((week) => week.holiday.name === name && week.monday >= "2025-08-25" && week.monday < "2026-08-31")
        .map((week) => week.monday);
    expect(mondays("Toussaint")).toEqual(["2025-10-20", "2025-10-27"]);
    expect(mondays("Noël")).toEqual(["2025-12-22", "2025-12-29"]);
    expect(mondays("Carnaval")).toEqual(["2026-02-16", "2026-02-23"]);
    expect(mondays("Pâques")).toEqual(["2026-05-04", "2026-05-11"]);
    // From Saturday 4 July to the rentrée, Monday 31 August.
    expect(mondays("été")).toEqual([
      "2026-07-06",
      "2026-07-13",
      "2026-07-20",
      "2026-07-27",
      "2026-08-03",
      "2026-08-10",
      "2026-08-17",
      "2026-08-24",
    ]);
  });

  it("know Easter and the Belgian public holidays a week may hold", () => {
    expect([2025, 2026, 2027, 2038].map(easterSunday)).toEqual(["2025-04-20", "2026-04-05", "2027-03-28", "2038-04-25"]);
    expect(belgianPublicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-25",
      "2026-07-21",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    const christmas = demoHolidayWeeks(2026, 2026).filter((week) => week.holiday.name === "Noël");
    expect(christmas.map((week) => week.daysOff)).toEqual([["2026-12-25"], ["2027-01-01"]]);
  });

  it("give every demo plaine a Monday-to-Friday week of holidays, whatever today is, with one week over", () => {
    const allWeeks = demoHolidayWeeks(2024, 2034);
    const holidayMondays = new Set(allWeeks.map((week) => week.monday));
    const problems: string[] = [];
    // Every day of three years (a leap year among them): each one a clock the demo may be seeded at.
    for (let today = "2026-01-01"; today < "2029-01-01"; today = addDaysIso(today, 1)) {
      const { upcoming, past } = demoSeason(today, 5);
      const says = (problem: string) => problems.push(`${today}: ${problem}`);
      if (upcoming.length !== 5) says("not five upcoming weeks");
      for (const week of [...upcoming, past]) {
        if (weekday(week.monday) !== 1 || week.friday !== addDaysIso(week.monday, 4))
          says(`${week.monday}–${week.friday} is no Monday-to-Friday week`);
        if (!holidayMondays.has(week.monday) || !DEMO_SCHOOL_HOLIDAYS.includes(week.holiday)) says(`${week.monday} is no holiday week`);
        if (week.daysOff.some((day) => day < week.monday || day > week.friday)) says(`a day off outside ${week.monday}`);
      }
      // Announced ahead, in order, each week once: room to register, pay by transfer and cancel.
      const lead = daysBetween(today, upcoming[0].monday);
      if (lead < DEMO_LEAD_DAYS || lead > 100) says(`the first plaine is ${lead} days away`);
      const mondays = upcoming.map((week) => week.monday);
      if (mondays.join() !== [...new Set(mondays)].sort().join()) says("weeks out of order or twice");
      // The last holidays are over by today, and no holiday week ended between them and today.
      if (!(past.friday < today) || allWeeks.some((week) => week.friday > past.friday && week.friday < today))
        says(`${past.monday} is not the last week over`);
    }
    expect(problems).toEqual([]);
  });

  it("on 27 November 2026: the Christmas weeks first, then Carnaval and Easter; the Toussaint is over", () => {
    const { upcoming, past } = demoSeason("2026-11-27", 5);
    expect(upcoming.map((week) => `${week.holiday.name} ${week.monday}`)).toEqual([
      "Noël 2026-12-21",
      "Noël 2026-12-28",
      "Carnaval 2027-02-08",
      "Carnaval 2027-02-15",
      "Pâques 2027-05-03",
    ]);
    expect(past).toMatchObject({ monday: "2026-10-26", friday: "2026-10-30", holiday: { of: "de la Toussaint" } });
  });
});
