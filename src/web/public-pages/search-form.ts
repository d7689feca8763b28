import { paths } from "../../domain/paths.ts";
import { filtersToSearchParams, SEARCH_FORM_ID } from "../features/activities/search-params.ts";

/**
 * The search page's filters on the page drawn by the server. Without this the form is a plain
 * GET, which already works; this keeps the address as the application makes it (no empty
 * fields, the same address not added twice to the history), and shows the filters of the
 * address again when the back button returns to a page the browser kept with what was typed.
 */
export function enhanceSearchForm(): void {
  const form = document.getElementById(SEARCH_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const query = filtersToSearchParams(new FormData(form)).toString();
    const address = query ? `${paths.search}?${query}` : paths.search;
    if (address !== window.location.pathname + window.location.search) window.location.assign(address);
  });

  window.addEventListener("pageshow", (event) => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // The fields' default values are the address's filters, as the server drew them.
    if (event.persisted || navigation?.type === "back_forward") form.reset();
  });
}
