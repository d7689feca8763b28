import { useQuery } from "@tanstack/react-query";
import FileText from "lucide-react/icons/file-text";
import Search from "lucide-react/icons/search";
import { type ReactNode, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { adminPresencePaths } from "../../../../../domain/contracts/admin-presences.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { typedBrusselsInstant } from "../../../../../domain/date-time.ts";
import { type CheckInAction, checkInTimeError } from "../../../../../domain/plaine/attendance.ts";
import { BackLink } from "../../../../components/back-link.tsx";
import { LoadError } from "../../../../components/load-error.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { toast } from "../../../../lib/toast.ts";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { type CheckInScope, rosterQueryOptions } from "../api/presences.ts";
import { ChildCheckInCard } from "../components/child-check-in-card.tsx";
import { ChildDetailsSheet, type OpenedChild } from "../components/child-details-sheet.tsx";
import { GroupMove } from "../components/group-move.tsx";
import { PendingTapsBanner } from "../components/pending-taps-banner.tsx";
import { StaffingPanel } from "../components/staffing-panel.tsx";
import { StaffingSummary } from "../components/staffing-summary.tsx";
import { TeamOfDay } from "../components/team-of-day.tsx";
import { UrgentTextPanel } from "../components/urgent-text-panel.tsx";
import { type ShownChild, type ShownGroup, shownGroups } from "../merge-pending.ts";
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

/** The day shown, and for an administrator the day's list and the health forms to print (the team prints nothing). */
function DayToolbar({
  activityId,
  date,
  days,
  onDay,
  printable,
}: {
  activityId: string;
  date: string;
  days: string[];
  onDay: (day: string) => void;
  printable: boolean;
}) {
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
      {printable && (
        <>
          <PdfLink href={adminPresencePaths.dayListPdf.url({ id: activityId, date })}>Liste du jour (PDF)</PdfLink>
          <PdfLink href={adminPresencePaths.healthFormsPdf.url({ id: activityId })}>Fiches santé (PDF)</PdfLink>
        </>
      )}
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

/** "2/4 présents · 1 parti · 1 absent": a child gone home ('Parti') is no longer present. */
function countsLine({ expected, present, left, absent }: ShownGroup["counts"]): string {
  const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? "s" : ""}`;
  return `${present}/${expected} présent${present > 1 ? "s" : ""} · ${plural(left, "parti")} · ${plural(absent, "absent")}`;
}

/**
 * A day entered later from the paper list: before today, always with the real times; today, when
 * the administrator says so. A future day has no times to write yet.
 */
function PaperEntry({
  past,
  today,
  checked,
  onChange,
}: {
  past: boolean;
  today: boolean;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  if (past) {
    return (
      <Alert tone="info" title="Jour passé&nbsp;: saisie depuis la liste papier">
        Indiquez l'heure d'arrivée ou de départ écrite sur la liste avant de toucher «&nbsp;Arrivé&nbsp;» ou «&nbsp;Parti&nbsp;». Sans
        heure, seule la présence est notée.
      </Alert>
    );
  }
  if (!today) return null;
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-brand-700" />
      Indiquer les heures réelles (saisie depuis la liste papier)
    </label>
  );
}

interface CheckInGroupProps {
  group: ShownGroup;
  /** Every group's name, where a child may be moved; null: no moving (the team's check-in). */
  groupNames: string[] | null;
  activityId: string;
  /** A search is typed: an empty group says nobody matches rather than nobody is expected. */
  searching: boolean;
  paperTimes: boolean;
  onTap: (child: ShownChild, action: CheckInAction, time?: string) => void;
  onOpen: (child: ShownChild) => void;
}

/** One age group: its counts, then a card per child (tap to check in or out, open the child's details, move to another group). */
function CheckInGroup({ group, groupNames, activityId, searching, paperTimes, onTap, onOpen }: CheckInGroupProps) {
  return (
    <section aria-labelledby={`group-${group.name}`} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-slate-200 pt-2 pb-1">
        <h2 id={`group-${group.name}`} className="text-xl font-extrabold text-ink">
          {group.name} <span className="text-sm font-medium text-muted">{group.ages}</span>
        </h2>
        <p className="text-sm font-semibold text-ink" data-testid="group-counts">
          {countsLine(group.counts)}
        </p>
        {group.animateursGuide > 0 && (
          <p className="w-full text-xs text-muted" data-testid="group-guide">
            Repère&nbsp;: {group.animateursGuide} animateur{group.animateursGuide > 1 ? "s" : ""} pour les enfants attendus de ce groupe
          </p>
        )}
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
              paperTimes={paperTimes}
              onTap={(action, time) => onTap(child, action, time)}
              onOpen={() => onOpen(child)}
              groupMove={
                groupNames && (
                  <GroupMove
                    activityId={activityId}
                    childId={child.childId}
                    name={child.firstName}
                    current={group.name}
                    groups={groupNames}
                  />
                )
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
  return <CheckInView id={id} scope="admin" back={{ to: paths.adminActivities, label: "Retour aux plaines" }} />;
}

/**
 * The check-in of a plaine's day, by group. An administrator's has every group, the printed lists,
 * the staff of the day and the group moves; the team's (decision 0063) the groups the person works
 * with that day, and nothing else.
 */
export function CheckInView({ id, scope, back }: { id: string; scope: CheckInScope; back: { to: string; label: string } }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const roster = useQuery(rosterQueryOptions(id, searchParams.get("date"), scope));
  const { pending, tap } = useCheckInQueue(id, scope);
  const admin = scope === "admin";
  const [search, setSearch] = useState("");
  const [paperToday, setPaperToday] = useState(false);
  const [opened, setOpened] = useState<OpenedChild | null>(null);
  usePageTitle(roster.data ? `${TITLE} · ${roster.data.activity.title}` : TITLE);

  if (roster.isPending) {
    return <SkeletonStack busy className="mx-auto max-w-3xl space-y-3 px-3 py-4" bars={["h-8 w-2/3", "h-24 w-full", "h-40 w-full"]} />;
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

  const { activity, date, days, staffing, today } = roster.data;
  const groups = shownGroups(roster.data.groups, date, pending, search);
  const past = date < today;
  const paperTimes = past || (date === today && paperToday);
  /** A tap, with the time stated from the paper list checked here first: a refused tap would be dropped once queued. */
  const onTap = (child: ShownChild, action: CheckInAction, time?: string) => {
    const happenedAt = time ? typedBrusselsInstant(date, time) : null;
    if (time && !happenedAt) {
      toast.error("Heure invalide (ex.\u00a0: 08:30)");
      return;
    }
    const current = child.status ? { status: child.status, arrivedAt: child.arrivedAt, leftAt: child.leftAt } : null;
    const error = checkInTimeError({ date, action, tappedAt: new Date().toISOString(), happenedAt }, current);
    if (error) {
      toast.error(error);
      return;
    }
    tap(child.childId, date, action, happenedAt ?? undefined);
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-6 sm:py-8">
      <BackLink to={back.to} label={back.label} />
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{TITLE}</h1>
        <p className="font-semibold text-ink">{activity.title}</p>
      </header>
      <DayToolbar activityId={id} date={date} days={days} onDay={(day) => setSearchParams({ date: day })} printable={admin} />
      <PendingTapsBanner count={pending.length} />
      {admin && staffing && <StaffingPanel activityId={id} date={date} staffing={staffing} />}
      {/* The coordination sees the day's staffing, counted from the team checked in, without entering a number. */}
      {!admin && staffing && (
        <section aria-label="Encadrement" className="rounded-2xl border border-slate-200 bg-white p-3" data-testid="team-staffing">
          <StaffingSummary staffing={staffing} />
        </section>
      )}
      <TeamOfDay id={id} date={date} scope={scope} />
      {/* An urgent text goes to today's families: on the plaine's day, whatever day the list shows; the administrators' alone. */}
      {admin && days.includes(today) && <UrgentTextPanel activityId={id} activityTitle={activity.title} />}
      <PaperEntry past={past} today={date === today} checked={paperToday} onChange={setPaperToday} />
      <ChildSearch value={search} onChange={setSearch} />
      {groups.map((group) => (
        <CheckInGroup
          // A day entered from paper starts each card's times from the day's record.
          key={`${group.name}-${date}-${paperTimes}`}
          group={group}
          groupNames={admin ? groups.map((g) => g.name) : null}
          activityId={id}
          searching={search !== ""}
          paperTimes={paperTimes}
          onTap={onTap}
          onOpen={(child) => setOpened({ childId: child.childId, name: `${child.firstName} ${child.lastName}`, ageLabel: child.ageLabel })}
        />
      ))}
      <ChildDetailsSheet activityId={id} child={opened} onClose={() => setOpened(null)} scope={scope} date={date} />
    </div>
  );
}
