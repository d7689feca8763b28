/**
 * Attendance of a child on a day of a plaine: what the check-in records and what the tax and
 * mutualité certificates and the ONE's subsidy count later ("days present").
 */

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
 * The state after a tap. Arriving again keeps the first arrival; leaving without an arrival
 * leaves the arrival unknown; absent clears both times. Null: no record (expected again).
 */
export function applyCheckIn(current: AttendanceState | null, action: CheckInAction, at: string): AttendanceState | null {
  switch (action) {
    case "clear":
      return null;
    case "absent":
      return { status: "absent", arrivedAt: null, leftAt: null };
    case "arrived":
      return { status: "present", arrivedAt: current?.status === "absent" ? at : (current?.arrivedAt ?? at), leftAt: null };
    case "left":
      return { status: "left", arrivedAt: current?.status === "absent" ? null : (current?.arrivedAt ?? null), leftAt: at };
  }
}
