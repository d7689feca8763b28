import ChevronRight from "lucide-react/icons/chevron-right";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export interface NavTileProps {
  to: string;
  title: string;
  description: string;
  Icon: LucideIcon;
}

/** A large link card of a dashboard: the whole card is the link, named by its title. */
function NavTile({ to, title, description, Icon }: NavTileProps) {
  return (
    <Link
      to={to}
      className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="flex-1 space-y-1">
        <span className="block text-lg font-bold text-ink group-hover:text-brand-800">{title}</span>
        <span className="block text-sm text-muted">{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-slate-400 group-hover:text-brand-700" />
    </Link>
  );
}

/** A dashboard's tiles, as a named navigation (one link per area). */
export function NavTileGrid({ label, tiles }: { label: string; tiles: NavTileProps[] }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <NavTile {...tile} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
