import CameraOff from "lucide-react/icons/camera-off";
import ChevronRight from "lucide-react/icons/chevron-right";
import CloudOff from "lucide-react/icons/cloud-off";
import Pill from "lucide-react/icons/pill";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import Users from "lucide-react/icons/users";
import { type ReactNode, useId, useState } from "react";
import { formatTimeFr } from "../../../../../domain/date-time.ts";
import { ATTENDANCE_STATUS_LABELS, CHECK_IN_ACTION_LABELS, type CheckInAction } from "../../../../../domain/plaine/attendance.ts";
import { cn } from "../../../../lib/cn.ts";
import type { ShownChild } from "../merge-pending.ts";

const STATUS_TONES: Record<NonNullable<ShownChild["status"]> | "expected", string> = {
  expected: "border-slate-200 bg-white",
  present: "border-emerald-300 bg-emerald-50",
  absent: "border-slate-300 bg-slate-100",
  left: "border-brand-200 bg-brand-50",
};

const ACTIONS: { action: Exclude<CheckInAction, "clear">; active: ShownChild["status"]; classes: string }[] = [
  { action: "arrived", active: "present", classes: "bg-emerald-700 text-white hover:bg-emerald-800" },
  { action: "absent", active: "absent", classes: "bg-slate-700 text-white hover:bg-slate-800" },
  { action: "left", active: "left", classes: "bg-brand-700 text-white hover:bg-brand-800" },
];

function Icons({ child }: { child: ShownChild }) {
  const items = [
    child.hasAllergy && { Icon: TriangleAlert, label: "Allergie", className: "bg-red-100 text-red-800" },
    child.hasMedication && { Icon: Pill, label: "Médicament", className: "bg-amber-100 text-amber-900" },
    child.photoConsent === "none" && { Icon: CameraOff, label: "Pas de photo", className: "bg-slate-200 text-slate-800" },
    child.photoConsent === "group_only" && { Icon: Users, label: "Photo de groupe seulement", className: "bg-slate-100 text-slate-800" },
  ].filter(Boolean) as { Icon: typeof Pill; label: string; className: string }[];
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Points d'attention">
      {items.map(({ Icon, label, className }) => (
        <li key={label} className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold", className)}>
          <Icon aria-hidden="true" className="size-3.5" />
          {label}
        </li>
      ))}
    </ul>
  );
}

function statusLine(child: ShownChild): string {
  const parts = [ATTENDANCE_STATUS_LABELS[child.status ?? "expected"]];
  if (child.arrivedAt) parts.push(`arrivé à ${formatTimeFr(child.arrivedAt)}`);
  if (child.leftAt) parts.push(`parti à ${formatTimeFr(child.leftAt)}`);
  return parts.join(" · ");
}

/** Where the child is today, and whether this device still holds the tap or who recorded it. */
function CheckInStatus({ child }: { child: ShownChild }) {
  return (
    <p className="text-sm font-medium text-ink" data-testid="check-in-status">
      {statusLine(child)}
      {child.unsaved > 0 ? (
        <span className="mt-1 flex items-center gap-1 font-semibold text-amber-900">
          <CloudOff aria-hidden="true" className="size-4" />
          Pas encore enregistré
        </span>
      ) : (
        child.recordedByName && <span className="block text-xs font-normal text-muted">Noté par {child.recordedByName}</span>
      )}
    </p>
  );
}

/** A time read from the paper list, "08:30", or "" when none is written. */
const shownTime = (instant: string | null) => (instant ? formatTimeFr(instant) : "");

/** The real times of a day entered later from the paper list: the arrival goes with 'Arrivé', the departure with 'Parti'. */
function PaperTimes({
  name,
  arrival,
  departure,
  onArrival,
  onDeparture,
}: {
  name: string;
  arrival: string;
  departure: string;
  onArrival: (time: string) => void;
  onDeparture: (time: string) => void;
}) {
  const id = useId();
  const field = (key: string, label: string, value: string, onChange: (time: string) => void) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-ink">
        {label} <span className="sr-only">de {name}</span>
      </label>
      <input
        id={`${id}-${key}`}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
      />
    </div>
  );
  return (
    <div className="grid grid-cols-2 gap-2" data-testid="paper-times">
      {field("arrival", "Heure d'arrivée", arrival, onArrival)}
      {field("departure", "Heure de départ", departure, onDeparture)}
    </div>
  );
}

/**
 * One child: who, what to watch, where they are today, and three large buttons (a thumb's width
 * at 360 px). The name opens what the team needs on the ground (`onOpen`). With `paperTimes`, the
 * real arrival and departure times are entered and sent with 'Arrivé' and 'Parti'.
 */
export function ChildCheckInCard({
  child,
  onTap,
  onOpen,
  paperTimes = false,
  groupMove,
}: {
  child: ShownChild;
  /** A tap; `time` ("08:30"): the time stated for 'Arrivé' or 'Parti'. */
  onTap: (action: CheckInAction, time?: string) => void;
  onOpen: () => void;
  paperTimes?: boolean;
  /** The other groups the child may be moved to, and the move; only where the page allows it. */
  groupMove?: ReactNode;
}) {
  const name = `${child.firstName} ${child.lastName}`;
  const [arrival, setArrival] = useState(() => shownTime(child.arrivedAt));
  const [departure, setDeparture] = useState(() => shownTime(child.leftAt));
  const timeOf = (action: CheckInAction) => {
    if (!paperTimes) return undefined;
    const time = action === "arrived" ? arrival : action === "left" ? departure : "";
    return time || undefined;
  };
  return (
    <li data-testid="check-in-child" className={cn("space-y-3 rounded-2xl border p-3", STATUS_TONES[child.status ?? "expected"])}>
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg leading-tight font-bold text-ink">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="-mx-1 inline-flex min-h-11 max-w-full items-center gap-1 rounded-lg px-1 text-left break-words underline decoration-slate-300 decoration-2 underline-offset-4 hover:decoration-brand-700 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
          >
            <span className="min-w-0 break-words">{name}</span>
            <span className="sr-only">&nbsp;: santé et contacts</span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
          </button>
        </h3>
        <p className="text-sm text-muted">
          {child.ageLabel}
          {child.moved ? " · changé de groupe" : ""}
        </p>
        <Icons child={child} />
      </div>
      <CheckInStatus child={child} />
      {paperTimes && <PaperTimes name={name} arrival={arrival} departure={departure} onArrival={setArrival} onDeparture={setDeparture} />}
      <div className="grid grid-cols-3 gap-2" role="group" aria-label={`Présence de ${name}`}>
        {ACTIONS.map(({ action, active, classes }) => {
          const pressed = child.status === active;
          return (
            <button
              key={action}
              type="button"
              aria-pressed={pressed}
              onClick={() => onTap(action, timeOf(action))}
              className={cn(
                "min-h-12 rounded-xl px-1 text-base font-bold transition focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2",
                pressed ? classes : "border border-slate-300 bg-white text-ink hover:bg-slate-50",
              )}
            >
              {CHECK_IN_ACTION_LABELS[action]}
            </button>
          );
        })}
      </div>
      {child.status && (
        <button
          type="button"
          onClick={() => onTap("clear")}
          className="min-h-11 text-sm font-semibold text-brand-800 underline underline-offset-4"
          aria-label={`Annuler le pointage de ${name}`}
        >
          Annuler le pointage
        </button>
      )}
      {groupMove}
    </li>
  );
}
