import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { formatDateRangeFr } from "../../../../../domain/dates.ts";
import { fillRate } from "../dashboard-labels.ts";

type Activity = AdminDashboard["plaines"][number];

// The brand's orange for the places taken, slate for the free ones (styles.css: brand-700, slate-200).
const TAKEN_COLOUR = "#c2410c";
const FREE_COLOUR = "#e2e8f0";
const ROW_HEIGHT = 56;
/** Both bars of a plaine (its whole track, then its places taken) are drawn one over the other. */
const BAR_SIZE = 16;
const TITLE_MAX = 28;

function shortTitle(title: string): string {
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title;
}

/**
 * The bar's whole track (the free places) with the plaine's name over its start and its places
 * over its end. A bar of its own, always full, so it is drawn for every plaine, even one with no
 * place taken yet (recharts draws nothing, label included, for a bar of width 0).
 */
function Track({
  activities,
  ...props
}: {
  activities: Activity[];
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  index?: number;
}) {
  const activity = props.index === undefined ? undefined : activities[props.index];
  const { x = 0, y = 0, width = 0, height = 0 } = props;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={4} fill={FREE_COLOUR} />
      {activity && (
        <>
          <text x={x} y={y - 7} fill="#1e293b" fontSize={13} fontWeight={600}>
            {shortTitle(activity.title)}
          </text>
          <text x={x + width} y={y - 7} textAnchor="end" fill="#475569" fontSize={12}>
            {activity.taken} / {activity.capacity}
            {activity.waitingFamilies ? ` · ${activity.waitingFamilies} en attente` : ""}
          </text>
        </>
      )}
    </g>
  );
}

/**
 * Each upcoming plaine's places taken of its capacity, as a bar filled to its rate. The drawing is
 * for the eye only: screen readers get the same figures from the table under it.
 */
export function FillRateChart({ activities }: { activities: Activity[] }) {
  if (activities.length === 0) return <p className="text-muted">Aucune plaine à venir.</p>;
  const data = activities.map((activity) => {
    const rate = Math.min(fillRate(activity.taken, activity.capacity), 100);
    return { id: activity.id, rate, track: 100 };
  });
  const height = activities.length * ROW_HEIGHT + 40;
  return (
    <div className="space-y-2">
      <div aria-hidden="true" style={{ height }}>
        {/* Drawn at a usual width until the container is measured, rather than not at all. */}
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 8, right: 12, bottom: 4, left: 12 }}
            accessibilityLayer={false}
            barSize={BAR_SIZE}
            barGap={-BAR_SIZE}
          >
            <CartesianGrid horizontal={false} stroke="#e2e8f0" />
            <XAxis
              type="number"
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tickFormatter={(value: number) => `${value} %`}
              fontSize={12}
            />
            <YAxis type="category" dataKey="id" hide />
            <Bar dataKey="track" isAnimationActive={false} shape={(props: object) => <Track {...props} activities={activities} />} />
            <Bar dataKey="rate" fill={TAKEN_COLOUR} radius={4} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div aria-hidden="true" className="flex flex-wrap gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: TAKEN_COLOUR }} />
          Places prises
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: FREE_COLOUR }} />
          Places libres
        </span>
      </div>
      {/* A table takes its content's width whatever its own: the clipped box is a div around it. */}
      <div className="sr-only">
        <table>
          <caption>Remplissage des plaines à venir</caption>
          <thead>
            <tr>
              <th scope="col">Plaine</th>
              <th scope="col">Dates</th>
              <th scope="col">Places prises</th>
              <th scope="col">Capacité</th>
              <th scope="col">Taux de remplissage</th>
              <th scope="col">Familles en attente</th>
            </tr>
          </thead>
          <tbody>
            {activities.map((activity) => (
              <tr key={activity.id} data-testid="fill-rate-row">
                <th scope="row">{activity.title}</th>
                <td>{formatDateRangeFr(activity.startDate, activity.endDate)}</td>
                <td>{activity.taken}</td>
                <td>{activity.capacity}</td>
                <td>{fillRate(activity.taken, activity.capacity)} %</td>
                <td>{activity.waitingFamilies ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
