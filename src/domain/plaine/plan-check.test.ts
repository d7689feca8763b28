import { describe, expect, it } from "vitest";
import { checkPlanDay, planDayCovered, type PlannedPerson } from "./plan-check.ts";
import { ONE_NORMS, VGC_NORMS } from "./staffing-norms.ts";

const UNDER_SIX = 4 * 12;
const OVER_SIX = 8 * 12;
const person = (id: string, brevete = false, coordinator = false): PlannedPerson => ({ profileId: id, brevete, coordinator });
const TUESDAY = "2026-07-07";

describe("the plan's norms on a day (ONE)", () => {
  // 9 under 6 (2 animateurs) and 12 from 6 (1): 3 animateurs.
  const ages = [Array(9).fill(UNDER_SIX), Array(12).fill(OVER_SIX)];

  it("names each gap in words", () => {
    const check = checkPlanDay(ONE_NORMS, TUESDAY, ages, [person("a"), person("b")]);
    expect(check.animateursNeeded).toBe(3);
    expect(check.brevetesNeeded).toBe(1);
    expect(check.gaps).toEqual([
      "Mardi 7 juillet\u00a0: il manque 1\u00a0animateur pour 21\u00a0enfants attendus",
      "Mardi 7 juillet\u00a0: il manque 1\u00a0animateur breveté",
      "Mardi 7 juillet\u00a0: aucun coordinateur qualifié prévu",
    ]);
  });

  it("asks one breveté in three planned, rounded up, and is covered once they are", () => {
    const four = [person("a", true, true), person("b"), person("c"), person("d")];
    expect(checkPlanDay(ONE_NORMS, TUESDAY, ages, four).gaps).toEqual(["Mardi 7 juillet\u00a0: il manque 1\u00a0animateur breveté"]);
    const covered = checkPlanDay(ONE_NORMS, TUESDAY, ages, [...four.slice(0, 3), person("d", true)]);
    expect(covered.gaps).toEqual([]);
    expect(planDayCovered(covered)).toBe(
      "Mardi 7 juillet\u00a0: encadrement complet (4\u00a0animateurs dont 2 brevetés, coordination qualifiée)",
    );
  });

  it("counts a person planned in two groups once", () => {
    const check = checkPlanDay(ONE_NORMS, TUESDAY, ages, [person("a", true, true), person("a", true, true)]);
    expect(check.animateursPlanned).toBe(1);
  });

  it("asks nothing of a day without children nor people", () => {
    expect(checkPlanDay(ONE_NORMS, TUESDAY, [[], []], []).gaps).toEqual([]);
  });
});

describe("the plan's norms on a day (VGC)", () => {
  it("asks a breveté per group with children and two coordinators", () => {
    const check = checkPlanDay(
      VGC_NORMS,
      TUESDAY,
      [[OVER_SIX], [OVER_SIX], []],
      [person("a", true, true), person("b"), person("c"), person("d")],
    );
    expect(check.brevetesNeeded).toBe(2);
    expect(check.coordinatorsNeeded).toBe(2);
    expect(check.gaps).toEqual([
      "Mardi 7 juillet\u00a0: il manque 1\u00a0animateur breveté",
      "Mardi 7 juillet\u00a0: il manque 1\u00a0coordinateur qualifié",
    ]);
  });
});
