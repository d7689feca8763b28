import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { StaffAvailability } from "../../../../domain/contracts/staff.ts";
import { availabilityDayLabel } from "../../../../domain/staff/availability.ts";
import { Button } from "../../../components/ui/button.tsx";
import { availabilityQueryOptions, useSaveAvailability } from "../api/team.ts";

/** The boxes once loaded: the days ticked start as saved, a past day shown but no longer changed. */
function AvailabilityForm({ activityId, availability }: { activityId: string; availability: StaffAvailability }) {
  const [ticked, setTicked] = useState(() => new Set(availability.days.filter((day) => day.available).map((day) => day.date)));
  const save = useSaveAvailability(activityId);
  const toggle = (date: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(date);
      else next.delete(date);
      return next;
    });
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate([...ticked].sort());
      }}
    >
      <fieldset>
        <legend className="sr-only">Les jours où vous êtes disponible</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {availability.days.map((day) => (
            <li key={day.date}>
              <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={ticked.has(day.date)}
                  disabled={day.past || save.isPending}
                  onChange={(event) => toggle(day.date, event.target.checked)}
                />
                <span>
                  {availabilityDayLabel(day.date)}
                  {day.past && <span className="text-muted"> (passé)</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Enregistrer mes disponibilités
      </Button>
    </form>
  );
}

/**
 * 'Mes disponibilités' on one plaine of the person (decision 0063, amendment "the team's
 * availabilities"): a box per day the plaine runs; the coordination sees them beside the plan.
 */
export function MyAvailability({ activityId }: { activityId: string }) {
  const availability = useQuery(availabilityQueryOptions(activityId));
  const headingId = `availability-${activityId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4">
      <h3 id={headingId} className="text-lg font-extrabold text-ink">
        Mes disponibilités
      </h3>
      <p className="text-sm text-muted">Cochez les jours où vous pouvez venir&nbsp;: la coordination en tient compte pour le planning.</p>
      {availability.data ? (
        availability.data.days.length === 0 ? (
          <p className="text-sm text-muted">Cette plaine n'a aucun jour d'ouverture.</p>
        ) : (
          <AvailabilityForm activityId={activityId} availability={availability.data} />
        )
      ) : availability.isError ? (
        <p className="text-sm text-muted">Vos disponibilités n'ont pas pu être chargées.</p>
      ) : null}
    </section>
  );
}
