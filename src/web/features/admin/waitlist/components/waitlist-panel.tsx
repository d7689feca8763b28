import { useQuery } from "@tanstack/react-query";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Mail from "lucide-react/icons/mail";
import Trash2 from "lucide-react/icons/trash-2";
import type { LucideIcon } from "lucide-react";
import type { AdminWaitlistEntry } from "../../../../../domain/contracts/waitlist.ts";
import type { WaitlistStatus } from "../../../../../domain/waitlist.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { adminWaitlistQueryOptions, type WaitlistAction as Action, useWaitlistAction } from "../api/waitlist.ts";

const names = (entry: AdminWaitlistEntry) => entry.children.map((child) => `${child.firstName} ${child.lastName}`).join(", ");

interface EntryAction {
  kind: Action["kind"];
  label: string;
  Icon: LucideIcon;
  variant: "ghost" | "outline";
  /** The entries that offer it. */
  statuses: readonly WaitlistStatus[];
  /** Its accessible name adds the family's ("Avancer Camille Dupont"): a list has one such button per family. */
  namesFamily?: boolean;
}

/** What an administrator can do with an entry, in the order the buttons stand. */
const ENTRY_ACTIONS: readonly EntryAction[] = [
  { kind: "up", label: "Avancer", Icon: ArrowUp, variant: "ghost", statuses: ["waiting"], namesFamily: true },
  { kind: "down", label: "Reculer", Icon: ArrowDown, variant: "ghost", statuses: ["waiting"], namesFamily: true },
  { kind: "offer", label: "Envoyer une offre", Icon: Mail, variant: "outline", statuses: ["waiting", "expired", "declined"] },
  { kind: "remove", label: "Retirer", Icon: Trash2, variant: "ghost", statuses: ["waiting", "offered"] },
];

function EntryRow({ entry, busy, onAction }: { entry: AdminWaitlistEntry; busy: boolean; onAction: (action: Action) => void }) {
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            {entry.position ? `${entry.position}. ` : ""}
            {entry.parent.name}
          </p>
          <p className="text-sm text-muted">
            {names(entry)} · {entry.places} {entry.places > 1 ? "places" : "place"}
          </p>
          <p className="text-sm break-all text-muted">
            {entry.parent.email}
            {entry.parent.phone ? ` · ${entry.parent.phone}` : ""}
          </p>
        </div>
        <Badge tone={entry.status === "offered" ? "success" : entry.status === "waiting" ? "warning" : "neutral"}>
          {entry.statusLabel}
        </Badge>
      </div>
      {entry.offerExpiresAt && entry.status === "offered" && (
        <p className="text-sm text-ink">Offre valable jusqu'au {formatDateTimeFr(entry.offerExpiresAt)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {ENTRY_ACTIONS.filter((action) => action.statuses.includes(entry.status)).map(({ kind, label, Icon, variant, namesFamily }) => (
          <Button
            key={kind}
            variant={variant}
            size="sm"
            disabled={busy}
            onClick={() => onAction({ kind, entry })}
            aria-label={namesFamily ? `${label} ${entry.parent.name}` : undefined}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * A plaine's waiting list for administrators: families in order (offers first, then the line),
 * moved, removed or sent an offer by hand; past entries below. Each change is in the audit log.
 */
export function WaitlistPanel({ activityId }: { activityId: string }) {
  const list = useQuery(adminWaitlistQueryOptions(activityId));
  const act = useWaitlistAction(activityId);

  return (
    <Card>
      <CardBody className="space-y-4 p-5 sm:p-8">
        <h2 className="text-xl font-bold text-ink">Liste d'attente</h2>
        {list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : list.error ? (
          <Alert tone="error" title="Impossible de charger la liste d'attente">
            {isApiError(list.error) ? list.error.message : null}
          </Alert>
        ) : (
          <>
            <p className="text-sm text-muted">
              Les places libérées sont proposées dans l'ordre, pendant {list.data.offerHours} heures (durée réglable dans les paramètres), à
              la première famille dont les enfants tiennent dans les places libres.
            </p>
            {list.data.active.length === 0 ? (
              <p className="text-ink">Personne n'attend pour cette plaine.</p>
            ) : (
              <ul className="space-y-3">
                {list.data.active.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} busy={act.isPending} onAction={(action) => act.mutate(action)} />
                ))}
              </ul>
            )}
            {list.data.past.length > 0 && (
              <details className="rounded-xl border border-slate-200 p-4">
                <summary className="cursor-pointer font-semibold text-ink">Historique de la liste ({list.data.past.length})</summary>
                <ul className="mt-3 space-y-3">
                  {list.data.past.map((entry) => (
                    <EntryRow key={entry.id} entry={entry} busy={act.isPending} onAction={(action) => act.mutate(action)} />
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
