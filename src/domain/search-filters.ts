import { z } from "zod";
import "./zod-locale.ts";
import type { Activity } from "./activity.ts";
import { ageOn, inHalfYears, isWithinAgeRange } from "./age.ts";
import { isIsoDate } from "./dates.ts";
import { typedNumber } from "./typed-number.ts";

const CHILD_AGE_INVALID = "L'âge de l'enfant doit être un nombre";
const CHILD_AGE_NEGATIVE = "L'âge de l'enfant ne peut pas être négatif";
const BIRTH_DATE_INVALID = "La date de naissance n'est pas une date valide";

/** Blank space around a typed text is dropped; a blank text is no filter. */
const trimmedText = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

/**
 * Filters of the plaine search (spec §5), applied by the server and kept in the page URL.
 *
 * The child's age, the question a parent asks ("which plaines can my child attend?"):
 *   age (years, "4" or "4,5") keeps plaines whose range holds that age. It is compared with the
 *     range as it is typed, as the age the child will have at the plaine: no birth date is known,
 *     so the months until each plaine starts cannot be added. Like the registration, it counts
 *     completed half-years (4,9 is 4,5), so a typed age the registration accepts is never hidden;
 *   birthDate (YYYY-MM-DD) keeps plaines whose range holds the child's age on the plaine's first
 *     day, counted exactly as the registration counts it (age.ts: ageOn, inHalfYears): a child
 *     who turns 3 before a 3–6 plaine starts is listed for it. The search page fills it when a
 *     signed-in parent picks one of their children.
 * Both given, a plaine must hold both.
 *
 * The spec's own age filters stay in the API with the meaning it states, though the search page
 * no longer offers them (decision 0050):
 *   minAge keeps plaines whose maximum age is at most the value,
 *   maxAge keeps plaines whose minimum age is at least the value.
 * maxPrice is in euros, as a person types it, compared with the standard price.
 */
export const searchFiltersSchema = z.object({
  city: z.preprocess(
    trimmedText,
    z.string({ error: "La ville doit être un texte" }).max(100, "La ville ne doit pas dépasser 100 caractères").optional(),
  ),
  age: typedNumber(CHILD_AGE_INVALID).pipe(z.number().min(0, CHILD_AGE_NEGATIVE).optional()),
  birthDate: z.preprocess(trimmedText, z.string({ error: BIRTH_DATE_INVALID }).refine(isIsoDate, BIRTH_DATE_INVALID).optional()),
  minAge: typedNumber("L'âge minimum doit être un nombre").pipe(z.number().min(0, "L'âge minimum ne peut pas être négatif").optional()),
  maxAge: typedNumber("L'âge maximum doit être un nombre").pipe(z.number().min(0, "L'âge maximum ne peut pas être négatif").optional()),
  maxPrice: typedNumber("Le prix maximum doit être un nombre").pipe(
    z.number().min(0, "Le prix maximum ne peut pas être négatif").optional(),
  ),
});

export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export function matchesSearchFilters(activity: Activity, filters: SearchFilters): boolean {
  if (filters.city && !activity.location.city.toLocaleLowerCase("fr").includes(filters.city.toLocaleLowerCase("fr"))) {
    return false;
  }
  if (filters.age !== undefined && !isWithinAgeRange(Math.floor(filters.age * 2) / 2, activity.ageRange)) return false;
  if (filters.birthDate !== undefined && !isWithinAgeRange(inHalfYears(ageOn(filters.birthDate, activity.startDate)), activity.ageRange)) {
    return false;
  }
  if (filters.minAge !== undefined && activity.ageRange.max > filters.minAge) return false;
  if (filters.maxAge !== undefined && activity.ageRange.min < filters.maxAge) return false;
  if (filters.maxPrice !== undefined && activity.price.standard > Math.round(filters.maxPrice * 100)) return false;
  return true;
}
