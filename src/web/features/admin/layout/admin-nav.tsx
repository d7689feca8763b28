import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { paths } from "../../../../domain/paths.ts";
import { tariffClaimsQueryOptions } from "../shared/api/tariff-claims-query.ts";
import { ADMIN_MENU, TARIFF_CLAIMS_LINK } from "../shared/admin-links.ts";

// Not "Administration": that names the dashboard's tiles, and a name containing it would match them too.
export const ADMIN_MENU_LABEL = "Gestion du site";

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium transition-colors",
    isActive ? "bg-brand-100 text-brand-900" : "text-ink hover:bg-slate-100",
  );
}

/** How many tariff claims wait for a decision, beside their link; nothing when none waits (or before it is known). */
function PendingClaims() {
  const { data } = useQuery(tariffClaimsQueryOptions());
  const count = data?.pendingCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950" data-testid="pending-tariff-claims">
      {count}
      <span className="sr-only"> à vérifier</span>
    </span>
  );
}

/**
 * The administration's links, for the desktop sidebar and the phone menu alike. The current area
 * is highlighted and marked aria-current="page" by NavLink; the dashboard only on /admin itself.
 */
export function AdminNav({ id, className }: { id?: string; className?: string }) {
  return (
    <nav id={id} aria-label={ADMIN_MENU_LABEL} className={className}>
      <ul className="space-y-1">
        {ADMIN_MENU.map(({ to, title, Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === paths.admin} className={linkClass}>
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {title}
              {to === TARIFF_CLAIMS_LINK.to && <PendingClaims />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
