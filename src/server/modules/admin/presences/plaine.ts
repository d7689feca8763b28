/**
 * A plaine as the field sees it: its running days, its age groups (its own or the defaults), and
 * the children expected (every live registration), each in a group, with their file opened.
 * The check-in, the printed lists, the CSV and the staffing figures all start from here.
 */
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND } from "../../../../domain/activity.ts";
import { type AgeGroupRange, childGroupIndex } from "../../../../domain/plaine/age-groups.ts";
import { NOT_A_PLAINE_DAY, plaineDays, weekdaysBetween } from "../../../../domain/plaine/days.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityDaysOff, childGroupMoves, children, registrations } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import { plaineGroups } from "../../activities/index.ts";
import { type MedicalFile, openMedicalFile } from "../../children/index.ts";

export const CHILD_NOT_EXPECTED = "Cet enfant n'est pas inscrit à cette plaine";

export interface ActivityChild {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  /** Index into the plaine's groups. */
  group: number;
  moved: boolean;
  readonly file: MedicalFile;
}

export interface LoadedActivity {
  activity: typeof activities.$inferSelect;
  daysOff: string[];
  days: string[];
  weekdays: string[];
  groups: AgeGroupRange[];
  customGroups: boolean;
  children: ActivityChild[];
}

export async function findActivity(db: Db, activityId: string) {
  const [activity] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), isNull(activities.deletedAt)));
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
  return activity;
}

/** The plaine with its days and groups, and its expected children when `withChildren`. */
export async function loadActivity(db: Db, cipher: FieldCipher, activityId: string, onlyChildId?: string): Promise<LoadedActivity> {
  const activity = await findActivity(db, activityId);
  const offRows = await db.select({ date: activityDaysOff.date }).from(activityDaysOff).where(eq(activityDaysOff.activityId, activityId));
  const daysOff = offRows.map((row) => row.date).sort();
  const { groups, custom } = await plaineGroups(db, activityId);
  const rows = await db
    .select({ child: children, movedTo: childGroupMoves.groupName })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .leftJoin(childGroupMoves, and(eq(childGroupMoves.activityId, activityId), eq(childGroupMoves.childId, children.id)))
    .where(
      and(
        eq(registrations.activityId, activityId),
        ne(registrations.status, "cancelled"),
        ...(onlyChildId ? [eq(children.id, onlyChildId)] : []),
      ),
    )
    .orderBy(asc(children.lastName), asc(children.firstName));
  const activityChildren = rows.map(({ child, movedTo }): ActivityChild => {
    const { index, moved } = childGroupIndex(groups, child.birthDate, activity.startDate, movedTo);
    let file: MedicalFile | undefined;
    return {
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      birthDate: child.birthDate,
      group: index,
      moved,
      // Opened (decrypted) when read, not before: a count, the days or the centre's report never opens one.
      get file() {
        return (file ??= openMedicalFile(cipher, child));
      },
    };
  });
  return {
    activity,
    daysOff,
    days: plaineDays(activity.startDate, activity.endDate, daysOff),
    weekdays: weekdaysBetween(activity.startDate, activity.endDate),
    groups,
    customGroups: custom,
    children: activityChildren,
  };
}

export function assertPlaineDay(loaded: LoadedActivity, date: string): void {
  if (!loaded.days.includes(date)) throw new HttpError("BAD_REQUEST", NOT_A_PLAINE_DAY, { date: NOT_A_PLAINE_DAY });
}
