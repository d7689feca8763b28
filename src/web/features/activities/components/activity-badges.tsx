import { type Activity, isFull } from "../../../../domain/activity.ts";
import { Badge } from "../../../components/ui/badge.tsx";

const FULL_LABEL = "Complet";
const LIMITED_PLACES_LABEL = "Places limitées";

/** "Complet" when no place is left; otherwise "Places limitées" when the organisers flagged it. */
export function ActivityBadges({ activity }: { activity: Pick<Activity, "remainingSpots" | "alertePlacesLimitees"> }) {
  if (isFull(activity)) return <Badge tone="danger">{FULL_LABEL}</Badge>;
  if (activity.alertePlacesLimitees) return <Badge tone="warning">{LIMITED_PLACES_LABEL}</Badge>;
  return null;
}
