import { childrenPaths, type ChildrenListQuery, type ChildrenListResponse } from "../../domain/contracts/children.ts";
import { paths } from "../../domain/paths.ts";
import { fillChildPicker, followChildPicker } from "../features/activities/child-picker.ts";
import { filtersToSearchParams, SEARCH_FORM_ID } from "../features/activities/search-params.ts";

function searchForm(): HTMLFormElement | null {
  const form = document.getElementById(SEARCH_FORM_ID);
  return form instanceof HTMLFormElement ? form : null;
}

/**
 * The search page's filters on the page drawn by the server. Without this the form is a plain
 * GET, which already works; this keeps the address as the application makes it (no empty
 * fields, the same address not added twice to the history), and shows the filters of the
 * address again when the back button returns to a page the browser kept with what was typed.
 */
export function enhanceSearchForm(): void {
  const form = searchForm();
  if (!form) return;
  followChildPicker(form);

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

/**
 * For a signed-in parent: their children in 'Ou choisir un de mes enfants', by first name. The
 * page is the same for everyone, so the picker is drawn hidden and filled here; a parent without
 * children, or a failed request, leaves it hidden (the age can still be typed).
 */
export async function offerChildPicker(): Promise<void> {
  const form = searchForm();
  if (!form) return;
  try {
    const query = new URLSearchParams({ sort: "firstName" } satisfies ChildrenListQuery);
    const answer = await fetch(`${childrenPaths.list.url()}?${query}`, { headers: { Accept: "application/json" } });
    if (answer.ok) fillChildPicker(form, ((await answer.json()) as ChildrenListResponse).children);
  } catch {
    // Without the list the picker stays hidden.
  }
}
