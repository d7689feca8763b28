import { useQuery } from "@tanstack/react-query";
import FileText from "lucide-react/icons/file-text";
import Search from "lucide-react/icons/search";
import { type ReactNode, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { adminPresencePaths } from "../../../../../domain/contracts/admin-presences.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import type { CheckInAction } from "../../../../../domain/plaine/attendance.ts";
import { BackLink } from "../../../../components/back-link.tsx";
import { LoadError } from "../../../../components/load-error.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { rosterQueryOptions } from "../api/presences.ts";
import { ChildCheckInCard } from "../components/child-check-in-card.tsx";
import { GroupMove } from "../components/group-move.tsx";
import { PendingTapsBanner } from "../components/pending-taps-banner.tsx";
import { StaffingPanel } from "../components/staffing-panel.tsx";
import { type ShownGroup, shownGroups } from "../merge-pending.ts";
import { useCheckInQueue } from "../use-check-in-queue.ts";
import { paths } from "../../../../../domain/paths.ts";

const TITLE = "Présences";
const weekday = new Intl.DateTimeFormat("fr-BE", { weekday: "long", timeZone: "UTC" });
const dayLabel = (date: string) => `${weekday.format(new Date(`${date}T12:00:00Z`))} ${formatDateFr(date)}`;

/** A PDF of the plaine to print, as a button-like link. */
function PdfLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-ink hover:bg-slate-50"
    >
      <FileText aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/** The day shown, and the day's list and the health forms to print. */
function DayToolbar({ activityId, date, days, onDay }: { activityId: string; date: string; days: string[]; onDay: (day: string) => void }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-auto sm:flex-1">
        <label htmlFor="check-in-day" className="text-sm font-medium text-ink">
          Jour
        </label>
        <select
          id="check-in-day"
          value={date}
          onChange={(event) => onDay(event.target.value)}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day)}
            </option>
          ))}
        </select>
      </div>
      <PdfLink href={adminPresencePaths.dayListPdf.url({ id: activityId, date })}>Liste du jour (PDF)</PdfLink>
      <PdfLink href={adminPresencePaths.healthFormsPdf.url({ id: activityId })}>Fiches santé (PDF)</PdfLink>
    </div>
  );
}

function ChildSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-muted" />
      <label htmlFor="check-in-search" className="sr-only">
        Rechercher un enfant
      </label>
      <input
        id="check-in-search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Rechercher un enfant"
        autoComplete="off"
        className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-ink"
      />
    </div>
  );
}

interface CheckInGroupProps {
  group: ShownGroup;
  /** Every group's name, where a child may be moved. */
  groupNames: string[];
  activityId: string;
  /** A search is typed: an empty group says nobody matches rather than nobody is expected. */
  searching: boolean;
  onTap: (childId: string, action: CheckInAction) => void;
}

/** One age group: its counts, then a card per child (tap to check in or out, move to another group). */
function CheckInGroup({ group, groupNames, activityId, searching, onTap }: CheckInGroupProps) {
  return (
    <section aria-labelledby={`group-${group.name}`} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-200 pt-2 pb-1">
        <h2 id={`group-${group.name}`} className="text-xl font-extrabold text-ink">
          {group.name} <span className="text-sm font-medium text-muted">{group.ages}</span>
        </h2>
        <p className="text-sm font-semibold text-ink" data-testid="group-counts">
          {group.counts.present + group.counts.left}/{group.counts.expected} présents · {group.counts.absent} absent
          {group.counts.absent > 1 ? "s" : ""}
        </p>
      </div>
      {group.children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-muted">
          {searching ? "Aucun enfant de ce groupe ne correspond à la recherche." : "Aucun enfant attendu dans ce groupe."}
        </p>
      ) : (
        <ul className="space-y-2">
          {group.children.map((child) => (
            <ChildCheckInCard
              key={child.childId}
              child={child}
              onTap={(action) => onTap(child.childId, action)}
              groupMove={
                <GroupMove
                  activityId={activityId}
                  childId={child.childId}
                  name={child.firstName}
                  current={group.name}
                  groups={groupNames}
                />
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/activities/:id/presences?date=… — the check-in a monitor uses on a phone, by group. */
export function CheckInPage() {
  const { id = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const roster = useQuery(rosterQueryOptions(id, searchParams.get("date")));
  const { pending, tap } = useCheckInQueue(id);
  const [search, setSearch] = useState("");
  usePageTitle(roster.data ? `${TITLE} · ${roster.data.activity.title}` : TITLE);

  if (roster.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-3 px-3 py-4" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!roster.data) {
    return (
      <div className="mx-auto max-w-3xl px-3 py-4">
        <LoadError
          title="Erreur lors du chargement des présences"
          error={roster.error}
          onRetry={() => void roster.refetch()}
          retrying={roster.isFetching}
        />
      </div>
    );
  }

  const { activity, date, days, staffing } = roster.data;
  const groups = shownGroups(roster.data.groups, date, pending, search);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-6 sm:py-8">
      <BackLink to={paths.adminActivities} label="Retour aux plaines" />
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{TITLE}</h1>
        <p className="font-semibold text-ink">{activity.title}</p>
      </header>
      <DayToolbar activityId={id} date={date} days={days} onDay={(day) => setSearchParams({ date: day })} />
      <PendingTapsBanner count={pending.length} />
      <StaffingPanel activityId={id} date={date} staffing={staffing} />
      <ChildSearch value={search} onChange={setSearch} />
      {groups.map((group) => (
        <CheckInGroup
          key={group.name}
          group={group}
          groupNames={groups.map((g) => g.name)}
          activityId={id}
          searching={search !== ""}
          onTap={(childId, action) => tap(childId, date, action)}
        />
      ))}
    </div>
  );
}
