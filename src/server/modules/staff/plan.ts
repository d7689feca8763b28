/**
 * The plan of a plaine (decision 0063): who of its team works with which group on which day. An
 * administrator or the plaine's coordination sets it cell by cell (a day and a group: its people);
 * what an animateur sees on the ground follows it.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { staffPlanField } from "../../../domain/activity-log.ts";
import { ageInMonths } from "../../../domain/plaine/age-groups.ts";
import { checkPlanDay, type PlanDayCheck } from "../../../domain/plaine/plan-check.ts";
import { staffingNorms } from "../../../domain/plaine/staffing-norms.ts";
import type { CurrentUser } from "../../../domain/account.ts";
import { NOT_IN_TEAM, type PlanCellInput, type StaffPlan, type StaffRole, UNKNOWN_GROUP } from "../../../domain/contracts/staff.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { profiles, staffAssignments, staffRolePlaines, staffRoles } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { recordAudit } from "../audit-log.ts";
import { assertPlaineDay, type LoadedActivity, loadActivity, staffingNormsOf } from "../admin/presences/index.ts";
import { teamAvailability } from "./availability.ts";
import { qualificationDatesOf, standingOn } from "./qualifications.ts";

/** The plaine's team: the people with an active role on it (coordinateur over animateur when both). */
export async function teamOf(db: Db, activityId: string): Promise<StaffPlan["team"]> {
  const rows = await db
    .select({ profileId: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, role: staffRoles.role })
    .from(staffRoles)
    .innerJoin(staffRolePlaines, eq(staffRolePlaines.staffRoleId, staffRoles.id))
    .innerJoin(profiles, eq(profiles.id, staffRoles.profileId))
    .where(and(eq(staffRolePlaines.activityId, activityId), isNotNull(staffRoles.acceptedAt), isNull(staffRoles.revokedAt)))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName));
  const team = new Map<string, { profileId: string; name: string; role: StaffRole }>();
  for (const row of rows) {
    if (team.get(row.profileId)?.role === "coordinateur") continue;
    team.set(row.profileId, { profileId: row.profileId, name: `${row.firstName} ${row.lastName}`.trim(), role: row.role });
  }
  return [...team.values()];
}

/**
 * Each day of the plan against the norms (decision 0065): the children expected group by group,
 * and the people planned that day with what their qualifications make them on that day.
 */
async function checksOf(db: Db, loaded: LoadedActivity, assignments: StaffPlan["assignments"]): Promise<PlanDayCheck[]> {
  const norms = staffingNorms(await staffingNormsOf(db));
  const dates = await qualificationDatesOf(
    db,
    assignments.map((cell) => cell.profileId),
  );
  return loaded.days.map((day) => {
    const ages = loaded.groups.map((_group, index) =>
      loaded.children.filter((child) => child.group === index).map((child) => ageInMonths(child.birthDate, day)),
    );
    const planned = assignments
      .filter((cell) => cell.date === day)
      .map((cell) => ({ profileId: cell.profileId, ...standingOn(dates, cell.profileId, day) }));
    return checkPlanDay(norms, day, ages, planned);
  });
}

export async function planOf(db: Db, cipher: FieldCipher, activityId: string): Promise<StaffPlan> {
  const loaded = await loadActivity(db, cipher, activityId);
  const assignments = await db
    .select({ date: staffAssignments.date, groupName: staffAssignments.groupName, profileId: staffAssignments.profileId })
    .from(staffAssignments)
    .where(eq(staffAssignments.activityId, activityId))
    .orderBy(asc(staffAssignments.date), asc(staffAssignments.groupName));
  const team = await teamOf(db, activityId);
  return {
    activity: { id: loaded.activity.id, title: loaded.activity.title },
    days: loaded.days,
    groups: loaded.groups.map((group) => group.name),
    team,
    assignments,
    checks: await checksOf(db, loaded, assignments),
    // What each person said they are available for: shown beside the plan, never a refusal.
    availability: await teamAvailability(
      db,
      activityId,
      team.map((member) => member.profileId),
    ),
  };
}

/** The people of a cell as the activity log keeps them: their names, in alphabetical order (null for nobody). */
async function namesOf(tx: Db, profileIds: string[]): Promise<string | null> {
  if (profileIds.length === 0) return null;
  const rows = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(inArray(profiles.id, profileIds));
  return rows
    .map((row) => `${row.firstName} ${row.lastName}`.trim())
    .sort((a, b) => a.localeCompare(b, "fr"))
    .join(", ");
}

/**
 * One cell of the plan: these people (of the plaine's team) with this group on this day, no one
 * else. The activity log keeps who was there before and who is now, in the same transaction.
 */
export async function setPlanCell(
  db: Db,
  cipher: FieldCipher,
  actor: CurrentUser,
  activityId: string,
  cell: PlanCellInput,
): Promise<StaffPlan> {
  const loaded = await loadActivity(db, cipher, activityId);
  assertPlaineDay(loaded, cell.date);
  if (!loaded.groups.some((group) => group.name === cell.groupName))
    throw new HttpError("VALIDATION", UNKNOWN_GROUP, { groupName: UNKNOWN_GROUP });
  const team = await teamOf(db, activityId);
  if (cell.profileIds.some((id) => !team.some((member) => member.profileId === id)))
    throw new HttpError("VALIDATION", NOT_IN_TEAM, { profileIds: NOT_IN_TEAM });
  await db.transaction(async (tx) => {
    const where = and(
      eq(staffAssignments.activityId, activityId),
      eq(staffAssignments.date, cell.date),
      eq(staffAssignments.groupName, cell.groupName),
    );
    const before = await tx.select({ profileId: staffAssignments.profileId }).from(staffAssignments).where(where);
    await tx.delete(staffAssignments).where(where);
    if (cell.profileIds.length > 0)
      await tx
        .insert(staffAssignments)
        .values(
          cell.profileIds.map((profileId) => ({ activityId, date: cell.date, groupName: cell.groupName, profileId, assignedBy: actor.id })),
        )
        .onConflictDoNothing();
    const field = staffPlanField(cell.date, cell.groupName);
    await recordAudit(tx, {
      actor,
      entity: "staff_plan",
      entityId: activityId,
      action: "update",
      before: {
        [field]: await namesOf(
          tx,
          before.map((row) => row.profileId),
        ),
      },
      after: { [field]: await namesOf(tx, cell.profileIds) },
    });
  });
  return planOf(db, cipher, activityId);
}

/** The groups a person works with on a plaine, day by day. */
export async function plannedDaysOf(db: Db, profileId: string, activityId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ date: staffAssignments.date, groupName: staffAssignments.groupName })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.profileId, profileId), eq(staffAssignments.activityId, activityId)))
    .orderBy(asc(staffAssignments.date), asc(staffAssignments.groupName));
  const days = new Map<string, string[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row.groupName]);
  return days;
}
