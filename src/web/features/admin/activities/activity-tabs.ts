import { ACTIVITY_SCOPES, type ActivityScope, DEFAULT_ACTIVITY_SCOPE } from "../../../../domain/contracts/activities.ts";

/** The list's tabs (spec §2), in order; the chosen one is `?tab=` in the address so reload and back keep it. */
export const ACTIVITY_TABS: readonly { scope: ActivityScope; label: string; empty: string }[] = [
  { scope: "active", label: "Plaines à venir", empty: "Aucune plaine à venir." },
  { scope: "archived", label: "Plaines passées", empty: "Aucune plaine passée." },
  { scope: "all", label: "Toutes les plaines", empty: "Aucune plaine pour l'instant." },
];

const TAB_PARAM = "tab";

/** The tab an address names; anything else (none, a typo) is the default, 'Plaines à venir'. */
export function tabFromSearch(search: URLSearchParams): ActivityScope {
  const value = search.get(TAB_PARAM);
  return ACTIVITY_SCOPES.find((scope) => scope === value) ?? DEFAULT_ACTIVITY_SCOPE;
}

/** The query string of a tab: none for the default one, so /admin/activities stays its own address. */
export function tabSearch(scope: ActivityScope): string {
  return scope === DEFAULT_ACTIVITY_SCOPE ? "" : `?${TAB_PARAM}=${scope}`;
}
