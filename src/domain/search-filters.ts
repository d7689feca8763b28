import { z } from "zod";
import "./zod-locale.ts";
import type { Activity } from "./activity.ts";
import { typedNumber } from "./typed-number.ts";

/**
 * Filters of the plaine search (spec §5), applied by the server and kept in the page URL.
 * The age filters read as the spec states them:
 *   minAge keeps plaines whose maximum age is at most the value,
 *   maxAge keeps plaines whose minimum age is at least the value.
 * maxPrice is in euros, as a person types it, compared with the standard price.
 */
export const searchFiltersSchema = z.object({
  city: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string({ error: "La ville doit être un texte" }).max(100, "La ville ne doit pas dépasser 100 caractères").optional(),
  ),
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
  if (filters.minAge !== undefined && activity.ageRange.max > filters.minAge) return false;
  if (filters.maxAge !== undefined && activity.ageRange.min < filters.maxAge) return false;
  if (filters.maxPrice !== undefined && activity.price.standard > Math.round(filters.maxPrice * 100)) return false;
  return true;
}
