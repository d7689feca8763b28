import type { ActivityStatus } from "../../../../domain/activity.ts";
import type { BadgeTone } from "../../../components/ui/badge.tsx";

export const STATUS_LABELS: Record<ActivityStatus, string> = { active: "Active", archived: "Archivée" };
export const STATUS_TONES: Record<ActivityStatus, BadgeTone> = { active: "success", archived: "neutral" };

/** The limited-places banner of the public page, on or off. */
export const alertLabel = (on: boolean) => (on ? "Activée" : "Désactivée");
