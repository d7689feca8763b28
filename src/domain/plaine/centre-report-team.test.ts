import { describe, expect, it } from "vitest";
import { centreReportTeam, qualificationText } from "./centre-report-team.ts";

const brevet = (obtainedOn: string, expiresOn: string | null) => ({ kind: "brevet-animateur" as const, obtainedOn, expiresOn });

describe("the team in the report of a centre de vacances", () => {
  it("keeps a qualification valid on at least one day of the period, its first and last days included", () => {
    const team = (qualification: ReturnType<typeof brevet>) =>
      centreReportTeam({
        from: "2026-07-06",
        to: "2026-07-10",
        people: [{ name: "Léo", role: "animateur", qualifications: [qualification], worked: ["2026-07-06"] }],
      }).people[0].qualifications.length;
    expect(team(brevet("2026-07-10", null))).toBe(1);
    expect(team(brevet("2026-07-11", null))).toBe(0);
    expect(team(brevet("2020-01-01", "2026-07-06"))).toBe(1);
    expect(team(brevet("2020-01-01", "2026-07-05"))).toBe(0);
  });

  it("counts the days worked within the period only, leaves out who worked none of them, and adds up the staff-days", () => {
    const team = centreReportTeam({
      from: "2026-07-07",
      to: "2026-07-09",
      people: [
        { name: "Zoé", role: "coordinateur", qualifications: [], worked: ["2026-07-06", "2026-07-07", "2026-07-09"] },
        { name: "Éli", role: null, qualifications: [], worked: ["2026-07-08"] },
        { name: "Ana", role: "animateur", qualifications: [], worked: ["2026-07-10"] },
      ],
    });
    expect(team.people.map((person) => [person.name, person.days])).toEqual([
      ["Éli", ["2026-07-08"]],
      ["Zoé", ["2026-07-07", "2026-07-09"]],
    ]);
    expect(team.staffDays).toBe(3);
  });

  it("says the last valid day of a qualification that ends, the title alone otherwise", () => {
    const label = "Brevet d'animateur de centres de vacances";
    expect(qualificationText({ label, validUntil: "2027-12-31" }, (iso) => iso)).toBe(`${label} (valable jusqu'au 2027-12-31)`);
    expect(qualificationText({ label, validUntil: null }, (iso) => iso)).toBe(label);
  });
});
