import Hourglass from "lucide-react/icons/hourglass";
import { Link } from "react-router";
import type { WaitlistEntryView } from "../../../../domain/contracts/waitlist.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { useLeaveWaitlist } from "../api/waitlist.ts";

function childNames(entry: WaitlistEntryView): string {
  return entry.children.map((child) => `${child.firstName} ${child.lastName}`).join(", ");
}

/**
 * The parent's entries on waiting lists: each one's position ('Liste d'attente — position 3') or
 * the offer to accept before it ends; leaving the list (or declining the offer) in one click.
 */
export function WaitlistEntries({
  entries,
  showActivity = true,
  showAccept = true,
}: {
  entries: WaitlistEntryView[];
  showActivity?: boolean;
  /** False on the registration form of the offer itself, which is where accepting leads. */
  showAccept?: boolean;
}) {
  const leave = useLeaveWaitlist(entries);
  if (entries.length === 0) return null;
  return (
    <ul className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 space-y-1">
              {showActivity && <p className="font-bold text-ink">{entry.activityTitle}</p>}
              <p className="text-sm text-muted">{childNames(entry)}</p>
            </div>
            <Badge tone={entry.status === "offered" ? "success" : "warning"}>
              <Hourglass aria-hidden="true" className="size-3.5" />
              {entry.label}
            </Badge>
          </div>
          <div className="flex flex-wrap gap-2">
            {showAccept && entry.acceptPath && (
              <Link to={entry.acceptPath} className={buttonClasses({ size: "sm" })}>
                Accepter la place
              </Link>
            )}
            <Button variant="outline" size="sm" disabled={leave.isPending} onClick={() => leave.mutate(entry.id)}>
              {entry.status === "offered" ? "Refuser l'offre" : "Quitter la liste"}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
