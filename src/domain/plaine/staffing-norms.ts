/**
 * The staffing norms of a plaine, as data: one table per authority that recognises it (decision
 * 0059). The ONE's (Fédération Wallonie-Bruxelles, décret du 17 mai 1999 relatif aux centres de
 * vacances) counts each age band apart on the whole plaine: ⌈children under 6 / 8⌉ + ⌈children of 6
 * and over / 12⌉ animateurs, one in three of them breveté, a qualified coordinator. The VGC's
 * (Brussels Dutch-speaking speelpleinen) counts each group: one animator per started 8 children,
 * at least 2 a group, one of them a qualified adult, and 2 hoofdanimatoren a site. Ages are in
 * months on the day itself: a child turning 6 during the week counts under 6 until the birthday.
 */
import { ageInMonths } from "./age-groups.ts";

export const STAFFING_NORMS_IDS = ["one", "vgc"] as const;
export type StaffingNormsId = (typeof STAFFING_NORMS_IDS)[number];

/** Six years, in months: from this age on a child is "6 ans et plus". */
const SIX_YEARS_IN_MONTHS = 72;

/** An age band: the children from `fromMonths` (included) to the next band's, and how many one animateur may have. */
interface AgeBand {
  fromMonths: number;
  childrenPerAnimateur: number;
}

export interface StaffingNorms {
  id: StaffingNormsId;
  /** As the settings' select shows it. */
  label: string;
  /** Who sets the norms, as a sentence names them: "les normes de l'ONE". */
  source: string;
  /** The rule in words, for the warnings and the check-in: "1 pour 8 enfants de moins de 6 ans, …". */
  rule: string;
  /** Where the children are counted: on the whole plaine, or group by group (then summed). */
  countedBy: "plaine" | "group";
  /** The age bands, youngest first, each rounded up apart. */
  bands: readonly AgeBand[];
  /** The fewest animateurs a group (or a plaine counted whole) with children may have. */
  minimumPerGroup: number;
  /** One breveté animateur in this many (rounded up), or null when the norms ask it per group. */
  qualifiedOneIn: number | null;
  /** The qualified adults (18 and over) each group needs, when the norms ask it per group. */
  qualifiedPerGroup: number;
  /** The qualified coordinators (the VGC's hoofdanimatoren) a plaine needs on its site. */
  coordinatorsPerSite: number;
}

/** Fédération Wallonie-Bruxelles: reference §4 (the decree) and §9 (bruxellestempslibre.be, confirmed). */
export const ONE_NORMS: StaffingNorms = {
  id: "one",
  label: "ONE (Fédération Wallonie-Bruxelles)",
  source: "les normes de l'ONE",
  rule: "1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans",
  countedBy: "plaine",
  bands: [
    { fromMonths: 0, childrenPerAnimateur: 8 },
    { fromMonths: SIX_YEARS_IN_MONTHS, childrenPerAnimateur: 12 },
  ],
  minimumPerGroup: 0,
  qualifiedOneIn: 3,
  qualifiedPerGroup: 0,
  coordinatorsPerSite: 1,
};

/** Brussels Dutch-speaking speelpleinen: reference §9 (vgc.be, animatoren and hoofdanimatoren, confirmed). */
export const VGC_NORMS: StaffingNorms = {
  id: "vgc",
  label: "VGC (speelpleinen bruxellois)",
  source: "les normes de la VGC",
  rule: "1 par tranche de 8 enfants entamée, au moins 2 par groupe",
  countedBy: "group",
  bands: [{ fromMonths: 0, childrenPerAnimateur: 8 }],
  minimumPerGroup: 2,
  qualifiedOneIn: null,
  qualifiedPerGroup: 1,
  coordinatorsPerSite: 2,
};

const NORMS: Record<StaffingNormsId, StaffingNorms> = { one: ONE_NORMS, vgc: VGC_NORMS };

export function staffingNorms(id: StaffingNormsId): StaffingNorms {
  return NORMS[id];
}

/** The band a child of this age belongs to (the last whose start it has reached). */
function bandIndex(norms: StaffingNorms, months: number): number {
  let index = 0;
  norms.bands.forEach((band, at) => {
    if (months >= band.fromMonths) index = at;
  });
  return index;
}

/** The animateurs one group of children needs, each band rounded up apart, at least the group's minimum. */
export function groupAnimateursNeeded(norms: StaffingNorms, agesInMonths: readonly number[]): number {
  if (agesInMonths.length === 0) return 0;
  const counts = norms.bands.map(() => 0);
  for (const months of agesInMonths) counts[bandIndex(norms, months)] += 1;
  const needed = counts.reduce((sum, count, at) => sum + Math.ceil(count / norms.bands[at].childrenPerAnimateur), 0);
  return Math.max(norms.minimumPerGroup, needed);
}

/**
 * The animateurs a plaine needs on a day, given its children's ages by group: the ONE counts the
 * whole plaine at once, the VGC each group and adds them up.
 */
export function animateursNeeded(norms: StaffingNorms, agesByGroup: readonly (readonly number[])[]): number {
  if (norms.countedBy === "plaine") return groupAnimateursNeeded(norms, agesByGroup.flat());
  return agesByGroup.reduce((sum, ages) => sum + groupAnimateursNeeded(norms, ages), 0);
}

/**
 * The qualified animateurs (brevetés or equivalent) a team of this size needs: the ONE's one in
 * three, rounded up; the VGC's one qualified adult per group with children.
 */
export function brevetesNeeded(norms: StaffingNorms, animateurs: number, groupsWithChildren: number): number {
  if (norms.qualifiedOneIn !== null) return Math.ceil(animateurs / norms.qualifiedOneIn);
  return norms.qualifiedPerGroup * groupsWithChildren;
}

/** Whether a plaine with children that day needs its qualified coordinator(s) on the site, and how many. */
export function coordinatorsNeeded(norms: StaffingNorms, children: number): number {
  return children > 0 ? norms.coordinatorsPerSite : 0;
}

/** One child present on one day: what the child-days are counted from. */
export interface ChildDay {
  childId: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD. */
  birthDate: string;
}

export interface ChildDayCount {
  /** Child-days of children under 6 on that day. */
  underSix: number;
  /** Child-days of children of 6 and over on that day. */
  sixAndOver: number;
  /** Distinct children. */
  children: number;
}

/**
 * The journées/enfants (child × day present) a report to the authority counts, split by age on
 * each day: a child turning 6 during the week is under 6 before the birthday and 6 from it. The
 * same child and day given twice count once.
 */
export function countChildDays(rows: readonly ChildDay[]): ChildDayCount {
  const seen = new Set<string>();
  const children = new Set<string>();
  let underSix = 0;
  let sixAndOver = 0;
  for (const row of rows) {
    const key = `${row.childId}|${row.date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    children.add(row.childId);
    if (ageInMonths(row.birthDate, row.date) < SIX_YEARS_IN_MONTHS) underSix += 1;
    else sixAndOver += 1;
  }
  return { underSix, sixAndOver, children: children.size };
}
