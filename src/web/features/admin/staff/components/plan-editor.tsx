import { useQuery } from "@tanstack/react-query";
import Check from "lucide-react/icons/check";
import { STAFF_ROLE_LABELS, type StaffPlan } from "../../../../../domain/contracts/staff.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { unavailablePlanned } from "../../../../../domain/staff/availability.ts";
import { LoadError } from "../../../../components/load-error.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { type PlanScope, planQueryOptions, useSavePlanCell } from "../api/staff.ts";
import { PlanNorms } from "./plan-norms.tsx";

const weekday = new Intl.DateTimeFormat("fr-BE", { weekday: "long", timeZone: "UTC" });
const dayLabel = (date: string) => `${weekday.format(new Date(`${date}T12:00:00Z`))} ${formatDateFr(date)}`;

/** The people with one group on one day: a box to tick per person of the team. */
function PlanCell({ plan, date, group, scope }: { plan: StaffPlan; date: string; group: string; scope: PlanScope }) {
  const save = useSavePlanCell(plan.activity.id, scope);
  const inCell = plan.assignments.filter((a) => a.date === date && a.groupName === group).map((a) => a.profileId);
  const available = new Set(plan.availability.filter((person) => person.dates.includes(date)).map((person) => person.profileId));
  const toggle = (profileId: string, on: boolean) =>
    save.mutate({ date, groupName: group, profileIds: on ? [...inCell, profileId] : inCell.filter((id) => id !== profileId) });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-bold text-ink">{group}</legend>
      <ul className="space-y-1">
        {plan.team.map((member) => (
          <li key={member.profileId}>
            <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={inCell.includes(member.profileId)}
                disabled={save.isPending}
                onChange={(event) => toggle(member.profileId, event.target.checked)}
              />
              <span>
                {member.name} <span className="text-xs text-muted">({STAFF_ROLE_LABELS[member.role]})</span>
                {available.has(member.profileId) && (
                  <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    <Check aria-hidden="true" className="size-3" />
                    Disponible
                  </span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The people planned that day without saying they are available: a warning, the plan stays as ticked. */
function UnavailableWarning({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="warning" title="Pas disponible ce jour-là">
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * A plaine's plan (decision 0063): for each day, who of the team works with each group. An
 * animateur sees on the ground the groups of the days they are ticked for. Each person's available
 * days are marked 'Disponible', and planning someone on another day is warned of. One column on a phone,
 * the groups side by side on a wider screen.
 */
export function PlanEditor({ activityId, scope }: { activityId: string; scope: PlanScope }) {
  const plan = useQuery(planQueryOptions(activityId, scope));
  if (plan.isPending) return <SkeletonStack busy className="space-y-3" bars={["h-8 w-1/2", "h-32 w-full"]} />;
  if (!plan.data)
    return (
      <LoadError
        title="Erreur lors du chargement du planning"
        error={plan.error}
        onRetry={() => void plan.refetch()}
        retrying={plan.isFetching}
      />
    );
  const { data } = plan;
  if (data.team.length === 0)
    return (
      <Alert tone="info" title="Personne dans l'équipe de cette plaine">
        Invitez d'abord les animateurs et la coordination depuis la page «&nbsp;Équipe&nbsp;»&nbsp;: ils apparaissent ici une fois leur
        invitation acceptée.
      </Alert>
    );
  const unavailable = unavailablePlanned(data);
  return (
    <div className="space-y-4">
      <PlanNorms checks={data.checks} />
      {data.days.map((date) => (
        <section key={date} aria-labelledby={`plan-${date}`} className="space-y-2">
          <h3 id={`plan-${date}`} className="text-lg font-extrabold text-ink first-letter:uppercase">
            {dayLabel(date)}
          </h3>
          <UnavailableWarning warnings={unavailable.filter((warning) => warning.date === date).map((warning) => warning.message)} />
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {data.groups.map((group) => (
              <PlanCell key={group} plan={data} date={date} group={group} scope={scope} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
