/** The day's check-in list: the plaine's expected children by group, their attendance, the staffing norms' figures. */
import { and, eq } from "drizzle-orm";
import { ageOn, formatAge } from "../../../../domain/age.ts";
import type { PresenceRoster, RosterChild, RosterGroup } from "../../../../domain/contracts/admin-presences.ts";
import { ageInMonths, formatGroupAges } from "../../../../domain/plaine/age-groups.ts";
import { isOnSite, wasPresent } from "../../../../domain/plaine/attendance.ts";
import { staffingOfDay, type StaffingOfDay } from "../../../../domain/plaine/staffing.ts";
import { groupAnimateursNeeded, staffingNorms, type StaffingNormsId } from "../../../../domain/plaine/staffing-norms.ts";
import type { Db } from "../../../db/client.ts";
import { staffCheckedIn } from "../../../../domain/plaine/staff-presence.ts";
import { activityStaffDays, attendance, staffPresences } from "../../../db/schema.ts";
import { loadAssociation } from "../../association/index.ts";
import type { LoadedActivity, ActivityChild } from "./plaine.ts";

export type AttendanceRow = typeof attendance.$inferSelect;

/** The day's attendance by child (no row: expected). */
export async function attendanceOfDay(db: Db, activityId: string, date: string): Promise<Map<string, AttendanceRow>> {
  const rows = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.activityId, activityId), eq(attendance.date, date)));
  return new Map(rows.map((row) => [row.childId, row]));
}

/** The staffing norms the association's plaines follow (its setting, decision 0059). */
export async function staffingNormsOf(db: Db): Promise<StaffingNormsId> {
  return (await loadAssociation(db)).identity.staffingNorms;
}

async function staffCountOf(db: Db, activityId: string, date: string): Promise<number | null> {
  const [row] = await db
    .select({ staffCount: activityStaffDays.staffCount })
    .from(activityStaffDays)
    .where(and(eq(activityStaffDays.activityId, activityId), eq(activityStaffDays.date, date)));
  return row?.staffCount ?? null;
}

/** The team's arrivals and departures on a plaine (one day, or every day), as the staffing counts them. */
export async function staffPresenceTimesOf(db: Db, activityId: string, date?: string) {
  return db
    .select({ date: staffPresences.date, arrivedAt: staffPresences.arrivedAt, leftAt: staffPresences.leftAt })
    .from(staffPresences)
    .where(and(eq(staffPresences.activityId, activityId), date === undefined ? undefined : eq(staffPresences.date, date)));
}

export function rosterChild(child: ActivityChild, date: string, row: AttendanceRow | undefined): RosterChild {
  return {
    childId: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    ageLabel: formatAge(ageOn(child.birthDate, date)),
    hasAllergy: Boolean(child.file.allergies),
    hasMedication: Boolean(child.file.medications),
    photoConsent: child.file.photoConsent,
    moved: child.moved,
    status: row?.status ?? null,
    arrivedAt: row?.arrivedAt?.toISOString() ?? null,
    leftAt: row?.leftAt?.toISOString() ?? null,
    recordedByName: row?.recordedByName ?? null,
    recordedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * The children expected, those on the ground ('Parti' no longer is) and those who came, group by
 * group with their age on the day, and what the norms ask for each; a day before `today` is
 * weighed by the children who came.
 */
export function staffingFor(
  norms: StaffingNormsId,
  loaded: LoadedActivity,
  date: string,
  rows: Map<string, AttendanceRow>,
  staffCount: number | null,
  today: string,
  team: readonly { arrivedAt: Date; leftAt: Date | null }[] = [],
): StaffingOfDay {
  const ages = (keep: (status: AttendanceRow["status"] | null) => boolean) =>
    loaded.groups.map((_group, index) =>
      loaded.children
        .filter((child) => child.group === index && keep(rows.get(child.id)?.status ?? null))
        .map((child) => ageInMonths(child.birthDate, date)),
    );
  const ofDay = { expected: ages(() => true), present: ages(isOnSite), attended: ages(wasPresent) };
  const past = date < today;
  return staffingOfDay(norms, ofDay, staffCount, past, staffCheckedIn(team, past));
}

export async function buildRoster(db: Db, loaded: LoadedActivity, date: string, today: string): Promise<PresenceRoster> {
  const rows = await attendanceOfDay(db, loaded.activity.id, date);
  const norms = await staffingNormsOf(db);
  const groups: RosterGroup[] = loaded.groups.map((group, index) => {
    const inGroup = loaded.children.filter((child) => child.group === index);
    const list = inGroup.map((child) => rosterChild(child, date, rows.get(child.id)));
    const count = (status: RosterChild["status"]) => list.filter((child) => child.status === status).length;
    return {
      name: group.name,
      ages: formatGroupAges(group),
      children: list,
      counts: { expected: list.length, present: count("present"), absent: count("absent"), left: count("left") },
      animateursGuide: groupAnimateursNeeded(
        staffingNorms(norms),
        inGroup.map((child) => ageInMonths(child.birthDate, date)),
      ),
    };
  });
  const { activity } = loaded;
  return {
    activity: { id: activity.id, title: activity.title, startDate: activity.startDate, endDate: activity.endDate },
    date,
    today,
    days: loaded.days,
    weekdays: loaded.weekdays.map((day) => ({ date: day, off: loaded.daysOff.includes(day) })),
    groups,
    staffing: staffingFor(
      norms,
      loaded,
      date,
      rows,
      await staffCountOf(db, activity.id, date),
      today,
      await staffPresenceTimesOf(db, activity.id, date),
    ),
  };
}
