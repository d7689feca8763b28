import { type Activity, isFull } from "../../../../domain/activity.ts";
import { formatOpening, registrationsOpen } from "../../../../domain/registration-opening.ts";
import { Badge } from "../../../components/ui/badge.tsx";

const FULL_LABEL = "Complet";
const LIMITED_PLACES_LABEL = "Places limitées";

type BadgedActivity = Pick<Activity, "remainingSpots" | "alertePlacesLimitees" | "registrationsOpenAt">;

/**
 * "Complet" when no place is left; before the opening of its registrations, when they open
 * ("Ouverture le 1er mars à 20:00"); otherwise "Places limitées" when the organisers flagged it.
 */
export function ActivityBadges({ activity, now = new Date() }: { activity: BadgedActivity; now?: Date }) {
  if (isFull(activity)) return <Badge tone="danger">{FULL_LABEL}</Badge>;
  if (activity.registrationsOpenAt && !registrationsOpen(activity.registrationsOpenAt, now)) {
    return <Badge tone="brand">Ouverture le {formatOpening(activity.registrationsOpenAt)}</Badge>;
  }
  if (activity.alertePlacesLimitees) return <Badge tone="warning">{LIMITED_PLACES_LABEL}</Badge>;
  return null;
}
