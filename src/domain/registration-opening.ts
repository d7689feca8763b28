/**
 * When a plaine's registrations open: an instant the organiser sets (a Brussels date and time),
 * or none, and then they are open at once. Before it nothing is taken, neither a registration nor
 * a place on the waiting list; the public page says when, with a countdown. Whether it is open is
 * decided by the server's clock, never by the visitor's.
 */
import { formatDayTimeFr } from "./date-time.ts";

/** Where a plaine's registrations stand at one instant, as the server answers it. */
export interface RegistrationOpening {
  /** The opening (ISO instant), or null: open since the plaine was published. */
  registrationsOpenAt: string | null;
  open: boolean;
  /** Milliseconds from the server's answer to the opening; 0 once open. */
  opensInMs: number;
}

function openingTime(registrationsOpenAt: string | null): number | null {
  return registrationsOpenAt === null ? null : new Date(registrationsOpenAt).getTime();
}

/** True when registrations are taken at `now`: no opening set, or the opening reached (to the millisecond). */
export function registrationsOpen(registrationsOpenAt: string | null, now: Date): boolean {
  const opensAt = openingTime(registrationsOpenAt);
  return opensAt === null || now.getTime() >= opensAt;
}

/** The opening as the server tells it at `now`. */
export function registrationOpening(registrationsOpenAt: string | null, now: Date): RegistrationOpening {
  const opensAt = openingTime(registrationsOpenAt);
  const opensInMs = opensAt === null ? 0 : Math.max(0, opensAt - now.getTime());
  return { registrationsOpenAt, open: opensInMs === 0, opensInMs };
}

/** "1er mars à 20:00", "15 juin à 09:30": the opening in Brussels time, as a French sentence names a day. */
export function formatOpening(registrationsOpenAt: string): string {
  return formatDayTimeFr(registrationsOpenAt);
}

/** The public page's line before the opening: 'Inscriptions à partir du 1er mars à 20:00'. */
export function openingLabel(registrationsOpenAt: string): string {
  return `Inscriptions à partir du ${formatOpening(registrationsOpenAt)}`;
}

/** The server's refusal of a registration or a waiting-list entry before the opening. */
export function registrationsNotOpenMessage(registrationsOpenAt: string): string {
  return `Les inscriptions à cette plaine ne sont pas encore ouvertes\u00a0: elles ouvrent le ${formatOpening(registrationsOpenAt)}.`;
}
