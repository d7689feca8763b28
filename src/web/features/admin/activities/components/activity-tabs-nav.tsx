import type { ActivityScope } from "../../../../../domain/contracts/activities.ts";
import { Link } from "react-router";
import { cn } from "../../../../lib/cn.ts";
import { ACTIVITY_TABS, tabSearch } from "../activity-tabs.ts";

/**
 * The three filters of the list as links (each is an address), the current one marked for
 * screen readers with aria-current; on a phone they scroll sideways rather than wrap.
 */
export function ActivityTabsNav({ current }: { current: ActivityScope }) {
  return (
    <nav aria-label="Filtrer les plaines" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex min-w-max gap-1 rounded-full border border-slate-200 bg-slate-100 p-1">
        {ACTIVITY_TABS.map((tab) => {
          const active = tab.scope === current;
          return (
            <li key={tab.scope}>
              <Link
                to={{ search: tabSearch(tab.scope) }}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors",
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
