/**
 * A plaine's age groups (Petits, Moyens, Grands by default, editable per plaine) and the group a
 * child falls in: by their age on the plaine's first day, so a child who has a birthday during
 * the plaine stays with the friends they started with. An administrator may move a child.
 */
import { ageOn } from "../age.ts";

export interface AgeGroupRange {
  name: string;
  /** Youngest age of the group, in months (2½ years = 30). */
  minMonths: number;
  /** Oldest age, in months, included up to the day before the next birthday: 5 years → until 71 months. */
  maxMonths: number;
}

export const AGE_GROUP_NAME_MAX = 40;
export const AGE_GROUPS_MAX = 8;

/** Petits 2½–5, Moyens 6–8, Grands 9–14: a "5" takes the child until the eve of their sixth birthday. */
export const DEFAULT_AGE_GROUPS: readonly AgeGroupRange[] = [
  { name: "Petits", minMonths: 30, maxMonths: 5 * 12 + 11 },
  { name: "Moyens", minMonths: 6 * 12, maxMonths: 8 * 12 + 11 },
  { name: "Grands", minMonths: 9 * 12, maxMonths: 14 * 12 + 11 },
];

export function ageInMonths(birthDate: string, day: string): number {
  const age = ageOn(birthDate, day);
  return age.years * 12 + age.months;
}

/**
 * The group of a child: the one whose range holds the age on the first day; a child younger than
 * every group goes to the youngest, older than every group to the oldest, and between two ranges
 * (a gap an administrator left) to the group just below.
 */
export function groupIndexFor<G extends AgeGroupRange>(groups: readonly G[], birthDate: string, firstDay: string): number {
  if (groups.length === 0) return -1;
  const months = ageInMonths(birthDate, firstDay);
  const ordered = groups.map((group, index) => ({ group, index })).sort((a, b) => a.group.minMonths - b.group.minMonths);
  let chosen = ordered[0].index;
  for (const { group, index } of ordered) if (months >= group.minMonths) chosen = index;
  return chosen;
}

/** "2,5 - 5 ans": the range as the admin page and the printed list show it. */
/**
 * A child's group on a plaine: the one an administrator moved it to (`movedTo`, a group's name),
 * else the one of its age on the first day. The check-in, the printed lists and the messages to a
 * group's parents all place children so.
 */
export function childGroupIndex<G extends AgeGroupRange>(
  groups: readonly G[],
  birthDate: string,
  firstDay: string,
  movedTo: string | null,
): { index: number; moved: boolean } {
  const movedIndex = movedTo ? groups.findIndex((group) => group.name === movedTo) : -1;
  return movedIndex >= 0 ? { index: movedIndex, moved: true } : { index: groupIndexFor(groups, birthDate, firstDay), moved: false };
}

export function formatGroupAges(group: AgeGroupRange): string {
  const years = (months: number) =>
    months % 12 === 0 ? String(months / 12) : String(Math.round((months / 12) * 10) / 10).replace(".", ",");
  return `${years(group.minMonths)} - ${Math.floor(group.maxMonths / 12)} ans`;
}
