import type { ActivityStatus } from "../../../../domain/activity.ts";
import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
import { formatOpening } from "../../../../domain/registration-opening.ts";
import type { BadgeTone } from "../../../components/ui/badge.tsx";

const STATUS_LABELS: Record<ActivityStatus, string> = { active: "Active", archived: "Archivée" };
const STATUS_TONES: Record<ActivityStatus, BadgeTone> = { active: "success", archived: "neutral" };

/** The limited-places banner of the public page, on or off. */
export const alertLabel = (on: boolean) => (on ? "Activée" : "Désactivée");

const DRAFT_LABEL = "Brouillon";

/** The list's status: 'Brouillon' while a draft, else 'Active' or 'Archivée'. */
export function statusBadge(activity: Pick<AdminActivity, "draft" | "status">): { label: string; tone: BadgeTone } {
  return activity.draft
    ? { label: DRAFT_LABEL, tone: "warning" }
    : { label: STATUS_LABELS[activity.status], tone: STATUS_TONES[activity.status] };
}

/** "Inscriptions : 1er mars à 20:00", under the status. */
export const openingShort = (registrationsOpenAt: string) => `Inscriptions\u00a0: ${formatOpening(registrationsOpenAt)}`;
