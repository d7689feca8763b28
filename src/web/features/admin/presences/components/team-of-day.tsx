import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { STAFF_ROLE_LABELS, type TeamDay, type TeamDayPerson } from "../../../../../domain/contracts/staff.ts";
import { formatTimeFr } from "../../../../../domain/date-time.ts";
import { cn } from "../../../../lib/cn.ts";
import { Button } from "../../../../components/ui/button.tsx";
import type { CheckInScope } from "../api/presences.ts";
import { teamDayQueryOptions, useTeamPresenceTap } from "../api/team-day.ts";

function statusLine(person: TeamDayPerson): string {
  if (!person.arrivedAt) return "Pas encore là";
  const arrived = `Arrivée à ${formatTimeFr(person.arrivedAt)}`;
  return person.leftAt ? `${arrived} · départ à ${formatTimeFr(person.leftAt)}` : arrived;
}

/** One person of the team: planned with which groups, arrived and left when, and the taps the reader may make. */
function TeamMember({ person, tap, busy }: { person: TeamDayPerson; tap: (action: "arrive" | "leave" | "cancel") => void; busy: boolean }) {
  const onSite = person.arrivedAt !== null && person.leftAt === null;
  return (
    <li
      data-testid="team-member"
      className={cn(
        "flex flex-wrap items-center justify-between gap-2 rounded-xl border p-2.5",
        onSite ? "border-emerald-300 bg-emerald-50" : person.leftAt ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {person.name}
          {person.self && <span className="font-normal text-muted"> (vous)</span>}
        </p>
        <p className="text-xs text-muted">
          {STAFF_ROLE_LABELS[person.role]} · {person.groups.length > 0 ? person.groups.join(", ") : "pas au planning ce jour"}
        </p>
        <p className="text-sm font-medium text-ink" data-testid="team-member-status">
          {statusLine(person)}
          {person.recordedByName && !person.self && <span className="font-normal text-muted"> · noté par {person.recordedByName}</span>}
        </p>
      </div>
      {person.canTap && (
        <div className="flex flex-wrap gap-2">
          {onSite ? (
            <Button size="sm" disabled={busy} onClick={() => tap("leave")}>
              Départ
            </Button>
          ) : (
            <Button size="sm" className="bg-emerald-700 hover:bg-emerald-800" disabled={busy} onClick={() => tap("arrive")}>
              Arrivée
            </Button>
          )}
          {person.arrivedAt && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => tap("cancel")}
              aria-label={`Annuler le pointage de ${person.name}`}
            >
              Annuler
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function TeamList({ team, id, scope }: { team: TeamDay; id: string; scope: CheckInScope }) {
  const [showAll, setShowAll] = useState(false);
  const tap = useTeamPresenceTap(id, team.date, scope);
  // The people planned that day, and anyone already checked in; the rest of the team on demand.
  const first = team.people.filter((person) => person.groups.length > 0 || person.arrivedAt !== null);
  const others = team.people.filter((person) => !first.includes(person));
  const shown = showAll ? [...first, ...others] : first;
  const onSite = team.people.filter((person) => person.arrivedAt && !person.leftAt).length;
  return (
    <>
      <p className="text-sm text-ink" data-testid="team-on-site">
        {onSite} personne{onSite > 1 ? "s" : ""} de l'équipe sur place
      </p>
      {!team.tappable && <p className="text-xs text-muted">L'arrivée et le départ de l'équipe se notent le jour même.</p>}
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-muted">
          Personne n'est prévu au planning ce jour-là.
        </p>
      ) : (
        <ul className="space-y-2">
          {shown.map((person) => (
            <TeamMember
              key={person.profileId}
              person={person}
              busy={tap.isPending}
              tap={(action) => tap.mutate({ profileId: person.profileId, action })}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button variant="outline" size="sm" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
          {showAll ? "Masquer le reste de l'équipe" : `Afficher le reste de l'équipe (${others.length})`}
        </Button>
      )}
    </>
  );
}

/**
 * 'Équipe du jour' on the check-in (decision 0063, amendment "the team's presence"): the people
 * planned that day and, on demand, the rest of the plaine's team, with their arrival and departure.
 */
export function TeamOfDay({ id, date, scope }: { id: string; date: string; scope: CheckInScope }) {
  const team = useQuery(teamDayQueryOptions(id, date, scope));
  return (
    <section aria-labelledby="team-of-day-title" className="space-y-2 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id="team-of-day-title" className="font-bold text-ink">
        Équipe du jour
      </h2>
      {team.data ? (
        <TeamList key={team.data.date} team={team.data} id={id} scope={scope} />
      ) : team.isError ? (
        <p className="text-sm text-muted">L'équipe du jour n'a pas pu être chargée.</p>
      ) : (
        <p className="text-sm text-muted">Chargement…</p>
      )}
    </section>
  );
}
