import { describe, expect, it } from "vitest";
import { availabilityDayLabel, dayNotOfPlaine, isAvailabilityOpen, replacedAvailability, unavailablePlanned } from "./availability.ts";

const RUNNING = ["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"];

describe("a person's available days", () => {
  it("names the first day sent that the plaine does not run (a Saturday, a day after its end)", () => {
    expect(dayNotOfPlaine(RUNNING, ["2026-07-06", "2026-07-10"])).toBeNull();
    expect(dayNotOfPlaine(RUNNING, [])).toBeNull();
    expect(dayNotOfPlaine(RUNNING, ["2026-07-06", "2026-07-11"])).toBe("2026-07-11");
    expect(dayNotOfPlaine(RUNNING, ["2026-07-05"])).toBe("2026-07-05");
  });

  it("lets today change, not yesterday", () => {
    expect(isAvailabilityOpen("2026-07-08", "2026-07-08")).toBe(true);
    expect(isAvailabilityOpen("2026-07-07", "2026-07-08")).toBe(false);
    expect(isAvailabilityOpen("2026-07-09", "2026-07-08")).toBe(true);
  });

  it("replaces today and the days after, keeps the days before today as they were", () => {
    const current = ["2026-07-06", "2026-07-08", "2026-07-09"];
    // Wednesday 8: Monday stays though left out, Tuesday is not added though sent, Wednesday goes.
    expect(replacedAvailability(current, ["2026-07-07", "2026-07-10"], "2026-07-08")).toEqual(["2026-07-06", "2026-07-10"]);
    expect(replacedAvailability(current, [], "2026-07-06")).toEqual([]);
    expect(replacedAvailability([], ["2026-07-10", "2026-07-06"], "2026-07-01")).toEqual(["2026-07-06", "2026-07-10"]);
  });
});

describe("the plan's warnings about availability", () => {
  const team = [
    { profileId: "yanis", name: "Yanis Lambert" },
    { profileId: "ines", name: "Inès Moreau" },
  ];

  it("names the day in French, weekday first, in lower case", () => {
    expect(availabilityDayLabel("2026-07-07")).toBe("mardi 7 juillet");
    expect(availabilityDayLabel("2026-07-01")).toBe("mercredi 1er juillet");
  });

  it("warns once per person and day planned without their availability, not for a day they gave", () => {
    const warnings = unavailablePlanned({
      team,
      assignments: [
        { date: "2026-07-06", profileId: "yanis" },
        { date: "2026-07-07", profileId: "yanis" },
        { date: "2026-07-07", profileId: "yanis" },
        { date: "2026-07-07", profileId: "ines" },
      ],
      availability: [
        { profileId: "yanis", dates: ["2026-07-06"] },
        { profileId: "ines", dates: ["2026-07-07"] },
      ],
    });
    expect(warnings.map((warning) => warning.message)).toEqual(["Yanis Lambert n'est pas disponible le mardi 7 juillet"]);
    expect(warnings[0]).toMatchObject({ date: "2026-07-07", profileId: "yanis" });
  });

  it("says nothing for a plan where everyone planned is available", () => {
    expect(unavailablePlanned({ team, assignments: [], availability: [] })).toEqual([]);
    expect(
      unavailablePlanned({
        team,
        assignments: [{ date: "2026-07-06", profileId: "ines" }],
        availability: [{ profileId: "ines", dates: ["2026-07-06"] }],
      }),
    ).toEqual([]);
    // Inès gave no day for this plaine: the team does not use availabilities for her, nothing to warn of.
    expect(
      unavailablePlanned({
        team,
        assignments: [{ date: "2026-07-07", profileId: "ines" }],
        availability: [{ profileId: "ines", dates: [] }],
      }),
    ).toEqual([]);
  });
});
