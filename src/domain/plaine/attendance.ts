/**
 * Attendance of a child on a day of a plaine: what the check-in records and what the tax and
 * mutualité certificates and the ONE's subsidy count later ("days present").
 */
import { brusselsToday, formatDateFr } from "../dates.ts";

export const ATTENDANCE_STATUSES = ["present", "absent", "left"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** What a monitor taps; "clear" takes a wrong tap back (the child is expected again). */
export const CHECK_IN_ACTIONS = ["arrived", "absent", "left", "clear"] as const;
export type CheckInAction = (typeof CHECK_IN_ACTIONS)[number];

export const CHECK_IN_ACTION_LABELS: Record<CheckInAction, string> = {
  arrived: "Arrivé",
  absent: "Absent",
  left: "Parti",
  clear: "Annuler",
};

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus | "expected", string> = {
  expected: "Attendu",
  present: "Présent",
  absent: "Absent",
  left: "Parti",
};

/** A child on the ground now: arrived and not gone home ('Parti' is no longer there). */
export function isOnSite(status: AttendanceStatus | null): boolean {
  return status === "present";
}

/** A child came that day: arrived, whether or not they have left since. */
export function wasPresent(status: AttendanceStatus | null): boolean {
  return status === "present" || status === "left";
}

/** The days a child was present, once each, in order: what certificates count. */
export function daysPresent(records: readonly { date: string; status: AttendanceStatus }[]): string[] {
  return [...new Set(records.filter((record) => wasPresent(record.status)).map((record) => record.date))].sort();
}

export interface AttendanceState {
  status: AttendanceStatus;
  arrivedAt: string | null;
  leftAt: string | null;
}

/**
 * The state after a tap. Arriving again keeps the first arrival, unless the time was stated (a
 * day entered from the paper list: the time written there is the right one); leaving without an
 * arrival leaves the arrival unknown; absent clears both times. Null: no record (expected again).
 * `at` null: the time is unknown (the status is kept, never a wrong time).
 */
export function applyCheckIn(
  current: AttendanceState | null,
  action: CheckInAction,
  at: string | null,
  stated = false,
): AttendanceState | null {
  switch (action) {
    case "clear":
      return null;
    case "absent":
      return { status: "absent", arrivedAt: null, leftAt: null };
    case "arrived":
      return {
        status: "present",
        arrivedAt: stated || current?.status === "absent" ? at : (current?.arrivedAt ?? at),
        leftAt: null,
      };
    case "left":
      return { status: "left", arrivedAt: current?.status === "absent" ? null : (current?.arrivedAt ?? null), leftAt: at };
  }
}

/** A tap as the check-in sends it: when it was tapped, and the real time when one is stated. */
export interface TimedTap {
  date: string;
  action: CheckInAction;
  tappedAt: string;
  /** When the child really arrived or left, entered by hand (a day entered late from the paper list). */
  happenedAt?: string | null;
}

/**
 * The arrival or departure time a tap records: the time stated, else the moment of the tap when it
 * falls on that day (a tap kept offline keeps its time), else none: a day typed in later never
 * gets the typing time as its children's arrival.
 */
function checkInTime(tap: TimedTap): string | null {
  if (tap.happenedAt) return tap.happenedAt;
  return brusselsToday(new Date(tap.tappedAt)) === tap.date ? tap.tappedAt : null;
}

/** The state after a tap, with the time it records (the same rule on the server and on the phone). */
export function applyTap(current: AttendanceState | null, tap: TimedTap): AttendanceState | null {
  return applyCheckIn(current, tap.action, checkInTime(tap), Boolean(tap.happenedAt));
}

/** A phone's clock ahead of the server's is believed up to this much; beyond, a tap counts from when it reached the server. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;

export const CHECK_IN_TIME_ACTIONS = "Une heure ne s'indique qu'avec une arrivée ou un départ";
export const CHECK_IN_TIME_FUTURE = "L'heure indiquée n'est pas encore passée";
export const DEPARTURE_BEFORE_ARRIVAL = "L'heure de départ doit suivre l'heure d'arrivée";
const checkInTimeOtherDay = (date: string) => `L'heure indiquée doit être le ${formatDateFr(date)}`;

/**
 * Why a stated time cannot be recorded, or null: it goes with an arrival or a departure, falls on
 * the tap's day (in Brussels), is not yet to come (`now`, with a phone's clock two minutes ahead
 * allowed; no `now`: not checked), and a departure follows the arrival recorded.
 */
export function checkInTimeError(tap: TimedTap, current: AttendanceState | null, now?: Date): string | null {
  if (!tap.happenedAt) return null;
  if (tap.action !== "arrived" && tap.action !== "left") return CHECK_IN_TIME_ACTIONS;
  const at = new Date(tap.happenedAt);
  if (brusselsToday(at) !== tap.date) return checkInTimeOtherDay(tap.date);
  if (now && at.getTime() > now.getTime() + CLOCK_SKEW_MS) return CHECK_IN_TIME_FUTURE;
  const arrival = current && current.status !== "absent" ? current.arrivedAt : null;
  if (tap.action === "left" && arrival && at.getTime() <= new Date(arrival).getTime()) return DEPARTURE_BEFORE_ARRIVAL;
  return null;
}
