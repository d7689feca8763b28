import { useQuery } from "@tanstack/react-query";
import { formatDateFr } from "../../../../../domain/dates.ts";
import type { ChildDayCount } from "../../../../../domain/plaine/staffing-norms.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { plaineDaysQueryOptions, useToggleDay } from "../api/presences.ts";
import { StaffingSummary } from "./staffing-summary.tsx";

const weekday = new Intl.DateTimeFormat("fr-BE", { weekday: "long", timeZone: "UTC" });

/** "12 journées/enfants comptées (5 de moins de 6 ans, 7 de 6 ans et plus, …), 4 enfants.": what a report to the authority counts. */
function childDaysLine({ underSix, sixAndOver, children }: ChildDayCount): string {
  const total = underSix + sixAndOver;
  if (total === 0) return "Aucune journée/enfant comptée pour l'instant.";
  const plural = total > 1 ? "s" : "";
  const days = `${total} journée${plural}/enfant${plural}`;
  return `${days} comptée${plural} (${underSix} de moins de 6 ans, ${sixAndOver} de 6 ans et plus, l'âge pris le jour même), ${children} enfant${children > 1 ? "s" : ""}.`;
}

/** Every weekday of the plaine: marked off or running, and for a running day what the staffing norms ask. */
export function PlaineDays({ activityId }: { activityId: string }) {
  const days = useQuery(plaineDaysQueryOptions(activityId));
  const toggle = useToggleDay(activityId);
  if (!days.data) return <Skeleton className="h-32 w-full" />;
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink" data-testid="child-days">
        {childDaysLine(days.data.childDays)}
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Jours de la plaine">
        {days.data.days.map((day) => {
          const label = `${weekday.format(new Date(`${day.date}T12:00:00Z`))} ${formatDateFr(day.date)}`;
          return (
            <li key={day.date} data-testid="plaine-day" className="flex flex-wrap items-start justify-between gap-3 p-3">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-ink first-letter:uppercase">{label}</p>
                {day.staffing ? (
                  <StaffingSummary staffing={day.staffing} />
                ) : (
                  <p className="text-sm text-muted">Pas d'activité ce jour-là</p>
                )}
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ date: day.date, off: !day.off })}
                aria-label={day.off ? `Rétablir le ${label}` : `Marquer le ${label} sans activité`}
              >
                {day.off ? "Rétablir" : "Jour sans activité"}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
