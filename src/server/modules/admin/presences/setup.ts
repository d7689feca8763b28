/** What an administrator sets on a plaine: days off, the staff of a day, the age groups, a child moved. */
import type { RegistrationAuditSnapshot } from "../../../../domain/contracts/admin-history.ts";
import { and, eq } from "drizzle-orm";
import type { AgeGroupsResponse, DaySettingsInput } from "../../../../domain/contracts/admin-presences.ts";
import { type AgeGroupRange, formatGroupAges } from "../../../../domain/plaine/age-groups.ts";
import { isWeekday, NOT_A_PLAINE_DAY } from "../../../../domain/plaine/days.ts";
import type { Db } from "../../../db/client.ts";
import { activityAgeGroups, activityDaysOff, activityStaffDays, childGroupMoves, registrations } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit-log.ts";
import { plaineGroups } from "../../activities/index.ts";
import { CHILD_NOT_EXPECTED, findActivity } from "./plaine.ts";

export const UNKNOWN_GROUP = "Ce groupe n'existe pas pour cette plaine";
/** The groups as the log shows them: "Petits (2,5 - 5 ans), Moyens (6 - 8 ans)". */
const groupsText = (groups: readonly AgeGroupRange[]) => groups.map((group) => `${group.name} (${formatGroupAges(group)})`).join(", ");

/** A child in no group of an administrator's choosing: the one of their age, as the log says it. */
const AGE_GROUP = "Groupe de son âge";

export async function setDay(db: Db, activityId: string, date: string, input: DaySettingsInput): Promise<void> {
  const activity = await findActivity(db, activityId);
  if (date < activity.startDate || date > activity.endDate || !isWeekday(date)) {
    throw new HttpError("BAD_REQUEST", NOT_A_PLAINE_DAY, { date: NOT_A_PLAINE_DAY });
  }
  await db.transaction(async (tx) => {
    if (input.off === true) await tx.insert(activityDaysOff).values({ activityId, date }).onConflictDoNothing();
    if (input.off === false)
      await tx.delete(activityDaysOff).where(and(eq(activityDaysOff.activityId, activityId), eq(activityDaysOff.date, date)));
    if (input.staffCount === null) {
      await tx.delete(activityStaffDays).where(and(eq(activityStaffDays.activityId, activityId), eq(activityStaffDays.date, date)));
    } else if (input.staffCount !== undefined) {
      await tx
        .insert(activityStaffDays)
        .values({ activityId, date, staffCount: input.staffCount })
        .onConflictDoUpdate({
          target: [activityStaffDays.activityId, activityStaffDays.date],
          set: { staffCount: input.staffCount, updatedAt: new Date() },
        });
    }
  });
}

export async function getGroups(db: Db, activityId: string): Promise<AgeGroupsResponse> {
  await findActivity(db, activityId);
  const { groups, custom } = await plaineGroups(db, activityId);
  return { groups, defaults: !custom };
}

/** The plaine's own groups replace the previous ones; a child moved to a group that is gone goes back to their age's group. */
export async function setGroups(db: Db, actor: AuditActor, activityId: string, groups: AgeGroupRange[]): Promise<AgeGroupsResponse> {
  await findActivity(db, activityId);
  await db.transaction(async (tx) => {
    const before = groupsText((await plaineGroups(tx, activityId)).groups);
    await tx.delete(activityAgeGroups).where(eq(activityAgeGroups.activityId, activityId));
    await tx.insert(activityAgeGroups).values(groups.map((group, position) => ({ activityId, position, ...group })));
    const names = groups.map((group) => group.name);
    const moves = await tx.select().from(childGroupMoves).where(eq(childGroupMoves.activityId, activityId));
    for (const move of moves.filter((m) => !names.includes(m.groupName))) {
      await tx.delete(childGroupMoves).where(and(eq(childGroupMoves.activityId, activityId), eq(childGroupMoves.childId, move.childId)));
    }
    await recordAudit(tx, {
      actor,
      entity: "activity",
      entityId: activityId,
      action: "update",
      before: { groups: before },
      after: { groups: groupsText(groups) },
    });
  });
  return { groups, defaults: false };
}

/** A child moved to another group (or back to their age's, `null`): the move is logged on their registration. */
export async function moveChild(db: Db, actor: AuditActor, activityId: string, childId: string, groupName: string | null): Promise<void> {
  await findActivity(db, activityId);
  const [registered] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), eq(registrations.childId, childId)));
  if (!registered) throw notFound(CHILD_NOT_EXPECTED);
  const where = and(eq(childGroupMoves.activityId, activityId), eq(childGroupMoves.childId, childId));
  if (groupName !== null) {
    const { groups } = await plaineGroups(db, activityId);
    if (!groups.some((group) => group.name === groupName)) throw new HttpError("BAD_REQUEST", UNKNOWN_GROUP, { groupName: UNKNOWN_GROUP });
  }
  await db.transaction(async (tx) => {
    const [moved] = await tx.select({ groupName: childGroupMoves.groupName }).from(childGroupMoves).where(where).for("update");
    if (groupName === null) await tx.delete(childGroupMoves).where(where);
    else
      await tx
        .insert(childGroupMoves)
        .values({ activityId, childId, groupName, movedBy: actor.id })
        .onConflictDoUpdate({
          target: [childGroupMoves.activityId, childGroupMoves.childId],
          set: { groupName, movedBy: actor.id, updatedAt: new Date() },
        });
    const group = (name: string | null | undefined) => name ?? AGE_GROUP;
    await recordAudit(tx, {
      actor,
      entity: "registration",
      entityId: registered.id,
      action: "update",
      before: { group: group(moved?.groupName) } satisfies RegistrationAuditSnapshot,
      after: { group: group(groupName) } satisfies RegistrationAuditSnapshot,
    });
  });
}
