import type { ActivityListParams } from "../../lib/query-keys.ts";

/** The filters of the search page, in the order of the form and of the URL. */
const SEARCH_FILTER_KEYS = ["city", "minAge", "maxAge", "maxPrice"] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/**
 * The filters present in the page URL, as typed. They are sent unchanged: the server checks
 * them with the shared schema and answers a French message when one is wrong.
 */
export function filtersFromUrl(searchParams: URLSearchParams): Pick<ActivityListParams, SearchFilterKey> {
  const filters: Pick<ActivityListParams, SearchFilterKey> = {};
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

/** The filter form's id, for the public pages' script (it sends the form as the page does). */
export const SEARCH_FORM_ID = "search-filters";
