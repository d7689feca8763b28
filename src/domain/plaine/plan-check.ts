/**
 * The plan against the norms, day by day (decisions 0059, 0065): the animateurs planned against
 * those the norms ask for the children expected, the brevetés among them (ONE: one in three, rounded
 * up; VGC: one per group with children) and the qualified coordinators the site needs. Each gap is
 * a sentence: « Mardi 7 juillet : il manque 1 animateur breveté ».
 */
import { formatWeekdayFr } from "../dates.ts";
import { animateursNeeded, type StaffingNorms } from "./staffing-norms.ts";

/** A person planned on the day (in one group or more), with what their qualifications make them that day. */
export interface PlannedPerson {
  profileId: string;
  brevete: boolean;
  coordinator: boolean;
}

export interface PlanDayCheck {
  date: string;
  expectedChildren: number;
  animateursNeeded: number;
  animateursPlanned: number;
  brevetesNeeded: number;
  brevetesPlanned: number;
  coordinatorsNeeded: number;
  coordinatorsPlanned: number;
  /** The gaps in words, one sentence each; empty when the day is covered. */
  gaps: string[];
}

const plural = (count: number, word: string) => `${count}\u00a0${word}${count > 1 ? "s" : ""}`;

/**
 * One day of the plan: `agesByGroup` the expected children's ages (months) group by group, `planned`
 * each person planned that day once, whatever their number of groups.
 */
export function checkPlanDay(
  norms: StaffingNorms,
  date: string,
  agesByGroup: readonly (readonly number[])[],
  planned: readonly PlannedPerson[],
): PlanDayCheck {
  const expectedChildren = agesByGroup.reduce((sum, group) => sum + group.length, 0);
  const needed = animateursNeeded(norms, agesByGroup);
  const people = [...new Map(planned.map((person) => [person.profileId, person])).values()];
  const brevetesNeeded =
    norms.qualifiedOneIn !== null
      ? Math.ceil(people.length / norms.qualifiedOneIn)
      : norms.qualifiedPerGroup * agesByGroup.filter((group) => group.length > 0).length;
  const coordinatorsNeeded = expectedChildren > 0 || people.length > 0 ? norms.coordinatorsPerSite : 0;
  const check = {
    date,
    expectedChildren,
    animateursNeeded: needed,
    animateursPlanned: people.length,
    brevetesNeeded,
    brevetesPlanned: people.filter((person) => person.brevete).length,
    coordinatorsNeeded,
    coordinatorsPlanned: people.filter((person) => person.coordinator).length,
  };
  return { ...check, gaps: planDayGaps(check) };
}

function planDayGaps(check: Omit<PlanDayCheck, "gaps">): string[] {
  const day = formatWeekdayFr(check.date);
  const gaps: string[] = [];
  const animateurs = check.animateursNeeded - check.animateursPlanned;
  if (animateurs > 0)
    gaps.push(
      `${day}\u00a0: il manque ${plural(animateurs, "animateur")} pour ${plural(check.expectedChildren, "enfant")} attendu${check.expectedChildren > 1 ? "s" : ""}`,
    );
  const brevetes = check.brevetesNeeded - check.brevetesPlanned;
  if (brevetes > 0) gaps.push(`${day}\u00a0: il manque ${plural(brevetes, "animateur")} breveté${brevetes > 1 ? "s" : ""}`);
  if (check.coordinatorsNeeded > 0 && check.coordinatorsPlanned === 0) gaps.push(`${day}\u00a0: aucun coordinateur qualifié prévu`);
  else if (check.coordinatorsPlanned < check.coordinatorsNeeded)
    gaps.push(
      `${day}\u00a0: il manque ${plural(check.coordinatorsNeeded - check.coordinatorsPlanned, "coordinateur")} qualifié${check.coordinatorsNeeded - check.coordinatorsPlanned > 1 ? "s" : ""}`,
    );
  return gaps;
}

/** The sentence of a covered day: « Mardi 7 juillet : encadrement complet (4 animateurs dont 2 brevetés, coordination qualifiée) ». */
export function planDayCovered(check: PlanDayCheck): string {
  const brevetes = check.brevetesPlanned > 1 ? `${check.brevetesPlanned} brevetés` : `${check.brevetesPlanned} breveté`;
  return `${formatWeekdayFr(check.date)}\u00a0: encadrement complet (${plural(check.animateursPlanned, "animateur")} dont ${brevetes}${check.coordinatorsNeeded > 0 ? ", coordination qualifiée" : ""})`;
}
