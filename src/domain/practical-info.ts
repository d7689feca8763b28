/**
 * A plaine's practical information, set by the organiser in its own words: what a family needs
 * before the first day. Each part is optional (null: not given) and is shown under its label, in
 * this order, on the plaine's page, in the confirmation e-mail and on the parent's 'À faire'.
 * The place itself (name, street, postal code, city) is the plaine's location: `placeLine()` and
 * `mapLink()` show it beside these parts, even when none is given.
 */
import { activityPath } from "./paths.ts";

export interface PracticalInfo {
  /** The day's hours, e.g. "De 9 h à 16 h". */
  hours: string | null;
  /** Before and after care (garderie). */
  daycare: string | null;
  meals: string | null;
  /** What the child brings. */
  bring: string | null;
  /** How to get there (bus, parking, entrance). */
  access: string | null;
}

export const PRACTICAL_INFO_LABELS: Record<keyof PracticalInfo, string> = {
  hours: "Horaire",
  daycare: "Garderie",
  meals: "Repas",
  bring: "À emporter",
  access: "Comment venir",
};

/** The parts in the order a family reads them. */
export const PRACTICAL_INFO_KEYS = Object.keys(PRACTICAL_INFO_LABELS) as (keyof PracticalInfo)[];

export const PRACTICAL_INFO_MAX_LENGTH = 1000;

/** Nothing given: what a plaine without practical information has. */
export const NO_PRACTICAL_INFO: PracticalInfo = { hours: null, daycare: null, meals: null, bring: null, access: null };

/** The French refusal of a part longer than the maximum, naming it (non-breaking spaces inside « » and in 1 000). */
export function practicalInfoTooLong(key: keyof PracticalInfo): string {
  return `«\u00a0${PRACTICAL_INFO_LABELS[key]}\u00a0» ne doit pas dépasser 1\u00a0000 caractères`;
}

/**
 * The parts as a plaine's row and the administrators' form hold them, one flat field each
 * (`practicalHours`, `practicalDaycare`…): the database columns and the form's fields share these names.
 */
export type PracticalColumns = { [K in keyof PracticalInfo as `practical${Capitalize<K>}`]: string | null };

/** Each part's flat field (`hours` → `practicalHours`). */
export const PRACTICAL_COLUMNS = {
  hours: "practicalHours",
  daycare: "practicalDaycare",
  meals: "practicalMeals",
  bring: "practicalBring",
  access: "practicalAccess",
} as const satisfies { [K in keyof PracticalInfo]: `practical${Capitalize<K>}` };

/** A plaine's practical information from its row (or anything with the flat fields): what the API answers. */
export function practicalInfoOf(columns: PracticalColumns): PracticalInfo {
  return {
    hours: columns.practicalHours,
    daycare: columns.practicalDaycare,
    meals: columns.practicalMeals,
    bring: columns.practicalBring,
    access: columns.practicalAccess,
  };
}

/** The parts given, labelled, in the order a family reads them. */
export function practicalItems(info: PracticalInfo): { key: keyof PracticalInfo; label: string; text: string }[] {
  return PRACTICAL_INFO_KEYS.flatMap((key) => {
    const text = info[key]?.trim();
    return text ? [{ key, label: PRACTICAL_INFO_LABELS[key], text }] : [];
  });
}

/** Where a plaine takes place, as its location says it. */
export interface PlaceAddress {
  name: string;
  address: string;
  postalCode: string;
  city: string;
}

/** The place on one line, street included: "École communale du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve". */
export function placeLine(place: PlaceAddress): string {
  return [place.name, place.address, `${place.postalCode} ${place.city}`.trim()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

/** A link that opens the address in the visitor's map application or site (OpenStreetMap's search). */
export function mapLink(place: { address: string; postalCode: string; city: string }): string {
  const query = `${place.address}, ${place.postalCode} ${place.city}, Belgique`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

/** The id of the plaine page's 'Infos pratiques' section. */
export const PRACTICAL_INFO_ANCHOR = "infos-pratiques";

/** The plaine page at its 'Infos pratiques' (a link from the e-mail or the parent's 'À faire'). */
export function practicalInfoPath(activityId: string): string {
  return `${activityPath(activityId)}#${PRACTICAL_INFO_ANCHOR}`;
}
