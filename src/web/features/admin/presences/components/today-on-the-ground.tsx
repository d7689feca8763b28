import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { adminPresencesPath } from "../../../../../domain/paths.ts";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { todayQueryOptions } from "../api/presences.ts";
import { StaffingSummary } from "./staffing-summary.tsx";

/** The dashboard's block for the plaines running today: their ratio, and the way to the check-in. Nothing on other days. */
export function TodayOnTheGroundPanel() {
  const today = useQuery(todayQueryOptions());
  if (!today.data || today.data.plaines.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-today">
      <Card>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <h2 id="dashboard-today" className="text-lg font-bold text-ink">
            Aujourd'hui sur le terrain
          </h2>
          <ul className="divide-y divide-slate-100">
            {today.data.plaines.map((activity) => (
              <li key={activity.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
                <Link to={adminPresencesPath(activity.id)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {activity.title} — présences
                </Link>
                <StaffingSummary staffing={activity.staffing} />
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </section>
  );
}
