import Sun from "lucide-react/icons/sun";
import { Link } from "react-router";
import { paths } from "../../../domain/paths.ts";
import { useAssociation } from "../../lib/association.ts";
import { cn } from "../../lib/cn.ts";

/** The association's logo (48 px high at most; a sun while it has none) and its name, linking home. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  const association = useAssociation();
  return (
    <Link
      to={paths.home}
      aria-label={association ? undefined : "Accueil"}
      className="inline-flex min-w-0 items-center gap-2 rounded-lg font-extrabold tracking-tight"
    >
      {association?.logoUrl ? (
        <img
          src={association.logoUrl}
          alt=""
          className={cn("h-10 max-h-12 w-auto max-w-36 shrink-0 object-contain", onDark && "rounded-md bg-white p-1")}
        />
      ) : (
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
          <Sun aria-hidden="true" className="size-5" />
        </span>
      )}
      <span className={cn("truncate text-lg", onDark ? "text-white" : "text-ink")}>{association?.shortName ?? ""}</span>
    </Link>
  );
}
