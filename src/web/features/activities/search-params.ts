import type { ActivityListParams } from "../../lib/query-keys.ts";

/**
 * The filters of the search page, in the order of the form and of the URL. The child's age is
 * `age` (typed, in years) or `birthDate` (filled when a parent picks one of their children); the
 * spec's minAge and maxAge stay in the API but the page neither offers nor reads them (decision 0050).
 */
const SEARCH_FILTER_KEYS = ["city", "age", "birthDate", "maxPrice"] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];
/** The search page's filters as the URL holds them (text, as typed). */
export type SearchFilterValues = Pick<ActivityListParams, SearchFilterKey>;

/**
 * The filters present in the page URL, as typed. They are sent unchanged: the server checks
 * them with the shared schema and answers a French message when one is wrong.
 */
export function filtersFromUrl(searchParams: URLSearchParams): SearchFilterValues {
  const filters: SearchFilterValues = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string for what the form holds, leaving out empty fields so links stay short. */
export function filtersToSearchParams(form: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = form.get(key);
    if (typeof value === "string" && value.trim()) params.set(key, value.trim());
  }
  return params;
}

/** The search page's list without filters: asked too when the filters leave nothing, to tell why. */
export const EVERY_PLAINE = { scope: "active" } as const satisfies ActivityListParams;

/** The filter form's id, for the public pages' script (it sends the form as the page does). */
export const SEARCH_FORM_ID = "search-filters";
