import type { ActivityScope } from "../../../../../domain/contracts/activities.ts";
import { Link } from "react-router";
import { cn } from "../../../../lib/cn.ts";
import { ACTIVITY_TABS, tabSearch } from "../activity-tabs.ts";

/**
 * The three filters of the list as links (each is an address), the current one marked for
 * screen readers with aria-current; on a phone they share the width in three equal parts.
 */
export function ActivityTabsNav({ current }: { current: ActivityScope }) {
  return (
    <nav aria-label="Filtrer les plaines">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl border border-slate-200 bg-slate-100 p-1 sm:inline-flex sm:rounded-full">
        {ACTIVITY_TABS.map((tab) => {
          const active = tab.scope === current;
          return (
            <li key={tab.scope}>
              <Link
                to={{ search: tabSearch(tab.scope) }}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-full min-h-9 items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-4",
                  active ? "bg-white text-brand-900 shadow-sm" : "text-slate-700 hover:text-ink",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
