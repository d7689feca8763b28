import Sun from "lucide-react/icons/sun";
import { Link } from "react-router";
import { paths } from "../../../domain/paths.ts";
import { SITE } from "../../../domain/site.ts";

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link to={paths.home} className="inline-flex items-center gap-2 rounded-lg font-extrabold tracking-tight">
      <span className="grid size-9 place-items-center rounded-full bg-brand-700 text-white">
        <Sun aria-hidden="true" className="size-5" />
      </span>
      <span className={onDark ? "text-lg text-white" : "text-lg text-ink"}>{SITE.shortName}</span>
    </Link>
  );
}
