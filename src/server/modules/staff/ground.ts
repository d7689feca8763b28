/**
 * What the team sees on the ground (decision 0063), through the administrators' check-in logic:
 * - an animateur: the days they are planned on, and on each the list, the check-in and the
 *   children's details of the groups they are planned with that day (the children of a group are
 *   those in it after the plaine's group moves), each opening logged;
 * - a coordinateur: every day and group of their plaine.
 * Nothing about money, no export, no other plaine: the area's grants say which plaines (read on
 * every request), the plan which groups.
 */
import { and, inArray, isNull } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/account.ts";
import type { CheckInChildDetails, CheckInTap, CheckInTapResponse, PresenceRoster } from "../../../domain/contracts/admin-presences.ts";
import { COORDINATORS_ONLY, NOT_PLANNED, NOT_YOUR_PLAINE, type StaffPlaine, type StaffRole } from "../../../domain/contracts/staff.ts";
import { defaultCheckInDay } from "../../../domain/plaine/days.ts";
import type { StaffGrant } from "../../auth/guards.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { activities } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import {
  assertPlaineDay,
  buildRoster,
  CHILD_NOT_EXPECTED,
  checkInChildDetails,
  loadActivity,
  recordTap,
} from "../admin/presences/index.ts";
import { plannedDaysOf } from "./plan.ts";

interface GroundDeps {
  db: Db;
  cipher: FieldCipher;
}

/** The person's role on the plaine; a plaine not theirs is refused. */
function roleOn(grants: StaffGrant[], activityId: string): StaffRole {
  const grant = grants.find((candidate) => candidate.activityId === activityId);
  if (!grant) throw new HttpError("FORBIDDEN", NOT_YOUR_PLAINE);
  return grant.role;
}

/** Only the plaine's coordination (a 403 for another plaine, and for an animateur: `refusal`, the plan's by default). */
export function requireCoordinator(grants: StaffGrant[], activityId: string, refusal: string = COORDINATORS_ONLY): void {
  if (roleOn(grants, activityId) !== "coordinateur") throw new HttpError("FORBIDDEN", refusal);
}

/** The groups the person sees on a day: all for a coordinateur, those planned for an animateur. */
async function groupsSeen(db: Db, user: CurrentUser, role: StaffRole, activityId: string, date: string): Promise<string[] | "all"> {
  if (role === "coordinateur") return "all";
  return (await plannedDaysOf(db, user.id, activityId)).get(date) ?? [];
}

/** The plaines of the person, with their days (an animateur's: those they are planned on, with the groups). */
export async function staffHome(deps: GroundDeps, user: CurrentUser, grants: StaffGrant[]): Promise<StaffPlaine[]> {
  const rows = await deps.db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        inArray(
          activities.id,
          grants.map((grant) => grant.activityId),
        ),
        isNull(activities.deletedAt),
      ),
    );
  const plaines: StaffPlaine[] = [];
  for (const { id } of rows) {
    const loaded = await loadActivity(deps.db, deps.cipher, id);
    const role = roleOn(grants, id);
    const planned = await plannedDaysOf(deps.db, user.id, id);
    const days =
      role === "coordinateur"
        ? loaded.days.map((date) => ({ date, groups: loaded.groups.map((group) => group.name) }))
        : loaded.days.filter((date) => planned.has(date)).map((date) => ({ date, groups: planned.get(date)! }));
    const { title, startDate, endDate } = loaded.activity;
    plaines.push({ id, title, startDate, endDate, role, days });
  }
  return plaines.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title));
}

/** The day's list and check-in, of the groups the person sees that day. */
export async function staffRoster(
  deps: GroundDeps,
  user: CurrentUser,
  grants: StaffGrant[],
  activityId: string,
  date: string | undefined,
  today: string,
): Promise<PresenceRoster> {
  const role = roleOn(grants, activityId);
  const loaded = await loadActivity(deps.db, deps.cipher, activityId);
  const planned = role === "animateur" ? await plannedDaysOf(deps.db, user.id, activityId) : null;
  const days = planned ? loaded.days.filter((day) => planned.has(day)) : loaded.days;
  const day = date ?? defaultCheckInDay(days, today);
  if (!day) throw new HttpError("FORBIDDEN", NOT_PLANNED);
  assertPlaineDay(loaded, day);
  if (!days.includes(day)) throw new HttpError("FORBIDDEN", NOT_PLANNED);
  const roster = await buildRoster(deps.db, loaded, day, today);
  if (!planned) return roster;
  const groups = planned.get(day)!;
  return {
    ...roster,
    // The staff entered and each group's counts are the coordination's: an animateur's answer has none.
    staffing: null,
    days,
    weekdays: roster.weekdays.filter((weekday) => days.includes(weekday.date)),
    groups: roster.groups.filter((group) => groups.includes(group.name)),
  };
}

/** Refused unless the child is in a group the person sees that day (after the plaine's group moves). */
async function assertChildSeen(
  deps: GroundDeps,
  user: CurrentUser,
  grants: StaffGrant[],
  activityId: string,
  childId: string,
  date: string,
) {
  const role = roleOn(grants, activityId);
  const loaded = await loadActivity(deps.db, deps.cipher, activityId, childId);
  const child = loaded.children[0];
  if (!child) throw notFound(CHILD_NOT_EXPECTED);
  const seen = await groupsSeen(deps.db, user, role, activityId, date);
  if (seen !== "all" && !seen.includes(loaded.groups[child.group]?.name ?? "")) throw new HttpError("FORBIDDEN", NOT_PLANNED);
}

export async function staffTap(
  deps: GroundDeps,
  user: CurrentUser,
  grants: StaffGrant[],
  activityId: string,
  tap: CheckInTap,
): Promise<CheckInTapResponse> {
  await assertChildSeen(deps, user, grants, activityId, tap.childId, tap.date);
  return recordTap(deps, user, activityId, tap);
}

/** A child's details for the ground, on a day the person works with the child's group; logged as the administrators' readings are. */
export async function staffChildDetails(
  deps: GroundDeps,
  user: CurrentUser,
  grants: StaffGrant[],
  activityId: string,
  childId: string,
  date: string,
): Promise<CheckInChildDetails> {
  await assertChildSeen(deps, user, grants, activityId, childId, date);
  return checkInChildDetails(deps, user, activityId, childId);
}
