import type { JobQueueView } from "../../../../domain/contracts/admin-jobs.ts";

/**
 * A queue's schedule in words, for the shapes the site's jobs use (every minute, every hour,
 * every day at a time); any other expression shows as it is written.
 */
export function scheduleLabel(cron: string | null): string {
  if (!cron) return "À la demande";
  const [minute, hour, day, month, weekday] = cron.trim().split(/\s+/);
  const rest = [day, month, weekday].every((field) => field === "*");
  if (!rest) return `Planifiée\u00a0: ${cron}`;
  if (minute === "*" && hour === "*") return "Chaque minute";
  if (/^\d+$/.test(minute) && hour === "*") return `Chaque heure, à la minute ${minute}`;
  if (/^\d+$/.test(minute) && /^\d+$/.test(hour)) return `Chaque jour à ${hour} h ${minute.padStart(2, "0")}`;
  return `Planifiée\u00a0: ${cron}`;
}

export const LAST_RUN_LABELS: Record<NonNullable<JobQueueView["lastRunState"]>, string> = {
  completed: "réussie",
  failed: "échouée",
};
