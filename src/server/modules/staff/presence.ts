/**
 * 'Équipe du jour' on the check-in (decision 0063, amendment "the team's presence"): the people of
 * the plaine's team planned that day (and, on demand, the others), each with an arrival and a
 * departure tapped at the site's clock, on the day itself. An administrator and the plaine's
 * coordination tap anyone of the team; an animateur only themselves, on a day they are planned.
 */
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/account.ts";
import {
  NOT_IN_TEAM,
  NOT_PLANNED,
  NOT_YOUR_PLAINE,
  OWN_PRESENCE_ONLY,
  PRESENCE_NOT_ARRIVED,
  PRESENCE_TODAY_ONLY,
  type StaffPresenceTapInput,
  type StaffRole,
  type TeamDay,
  type TeamDayPerson,
} from "../../../domain/contracts/staff.ts";
import { defaultCheckInDay } from "../../../domain/plaine/days.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { StaffGrant } from "../../auth/guards.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { profiles, staffAssignments, staffPresences } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { assertPlaineDay, loadActivity } from "../admin/presences/index.ts";
import { plannedDaysOf, teamOf } from "./plan.ts";

interface PresenceDeps {
  db: Db;
  cipher: FieldCipher;
}

/** Who reads or taps: an administrator, or a person of the team with their role on the plaine. */
export type PresenceViewer = { user: CurrentUser; role: "admin" | StaffRole };

/** The viewer on the plaine from the team's grants (a plaine not theirs is refused). */
export function teamViewer(user: CurrentUser, grants: StaffGrant[], activityId: string): PresenceViewer {
  const grant = grants.find((candidate) => candidate.activityId === activityId);
  if (!grant) throw new HttpError("FORBIDDEN", NOT_YOUR_PLAINE);
  return { user, role: grant.role };
}

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** The plaine's days the viewer reaches (an animateur: those they are planned on) and the day asked or the default. */
async function dayOf(deps: PresenceDeps, viewer: PresenceViewer, activityId: string, date: string | undefined, today: string) {
  const loaded = await loadActivity(deps.db, deps.cipher, activityId);
  const planned = viewer.role === "animateur" ? await plannedDaysOf(deps.db, viewer.user.id, activityId) : null;
  const days = planned ? loaded.days.filter((day) => planned.has(day)) : loaded.days;
  const day = date ?? defaultCheckInDay(days, today);
  if (!day) throw new HttpError("FORBIDDEN", NOT_PLANNED);
  assertPlaineDay(loaded, day);
  if (!days.includes(day)) throw new HttpError("FORBIDDEN", NOT_PLANNED);
  return day;
}

async function teamDayOf(db: Db, viewer: PresenceViewer, activityId: string, date: string, today: string): Promise<TeamDay> {
  const team = await teamOf(db, activityId);
  const planned = await db
    .select({ profileId: staffAssignments.profileId, groupName: staffAssignments.groupName })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.activityId, activityId), eq(staffAssignments.date, date)));
  const rows = await db
    .select()
    .from(staffPresences)
    .where(and(eq(staffPresences.activityId, activityId), eq(staffPresences.date, date)));
  // Someone recorded that day and no longer in the team (a role revoked since) still shows.
  const gone = rows.filter((row) => !team.some((member) => member.profileId === row.profileId)).map((row) => row.profileId);
  const tappers = rows.flatMap((row) => [row.arrivedBy, row.leftBy]).filter((id): id is string => id !== null);
  const named = new Map(
    (
      await db
        .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set([...gone, ...tappers, ""])]))
    ).map((row) => [row.id, fullName(row)]),
  );
  const formerly: StaffRole = "animateur";
  const members = [...team, ...gone.map((profileId) => ({ profileId, name: named.get(profileId) ?? "", role: formerly }))];
  const tappable = date === today;
  const people: TeamDayPerson[] = members.map((member) => {
    const row = rows.find((candidate) => candidate.profileId === member.profileId);
    const self = member.profileId === viewer.user.id;
    const lastBy = row ? (row.leftBy ?? row.arrivedBy) : null;
    return {
      profileId: member.profileId,
      name: member.name,
      role: member.role,
      groups: planned.filter((cell) => cell.profileId === member.profileId).map((cell) => cell.groupName),
      arrivedAt: row?.arrivedAt.toISOString() ?? null,
      leftAt: row?.leftAt?.toISOString() ?? null,
      recordedByName: lastBy ? (named.get(lastBy) ?? null) : null,
      self,
      canTap: tappable && (viewer.role !== "animateur" || self) && team.some((candidate) => candidate.profileId === member.profileId),
    };
  });
  // The people planned first, then the others; each part by name.
  people.sort((a, b) => Number(b.groups.length > 0) - Number(a.groups.length > 0) || a.name.localeCompare(b.name, "fr"));
  return { date, tappable, people };
}

/** 'Équipe du jour' of a day (the check-in's default day without one). */
export async function teamDay(deps: PresenceDeps, viewer: PresenceViewer, activityId: string, date: string | undefined, now: Date) {
  const today = brusselsToday(now);
  const day = await dayOf(deps, viewer, activityId, date, today);
  return teamDayOf(deps.db, viewer, activityId, day, today);
}

/**
 * An arrival (again after a departure: back on the ground), a departure, or a tap made by mistake
 * taken back (the day's record of the person removed), at the site's clock, on the day itself.
 */
export async function tapStaffPresence(
  deps: PresenceDeps,
  viewer: PresenceViewer,
  activityId: string,
  tap: StaffPresenceTapInput,
  now: Date,
): Promise<TeamDay> {
  const today = brusselsToday(now);
  if (viewer.role === "animateur" && tap.profileId !== viewer.user.id) throw new HttpError("FORBIDDEN", OWN_PRESENCE_ONLY);
  const day = await dayOf(deps, viewer, activityId, tap.date, today);
  if (day !== today) throw new HttpError("VALIDATION", PRESENCE_TODAY_ONLY, { date: PRESENCE_TODAY_ONLY });
  const team = await teamOf(deps.db, activityId);
  if (!team.some((member) => member.profileId === tap.profileId))
    throw new HttpError("VALIDATION", NOT_IN_TEAM, { profileId: NOT_IN_TEAM });
  const where = and(eq(staffPresences.activityId, activityId), eq(staffPresences.date, day), eq(staffPresences.profileId, tap.profileId));
  const by = viewer.user.id;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffPresences).where(where).for("update");
    if (tap.action === "cancel") {
      if (row) await tx.delete(staffPresences).where(where);
    } else if (tap.action === "arrive") {
      if (!row)
        await tx
          .insert(staffPresences)
          .values({ activityId, date: day, profileId: tap.profileId, arrivedAt: now, arrivedBy: by })
          .onConflictDoNothing();
      else if (row.leftAt) await tx.update(staffPresences).set({ leftAt: null, leftBy: null, updatedAt: now }).where(where);
    } else {
      if (!row) throw new HttpError("VALIDATION", PRESENCE_NOT_ARRIVED, { profileId: PRESENCE_NOT_ARRIVED });
      // Never before the arrival, whatever the clock did since.
      const leftAt = now < row.arrivedAt ? row.arrivedAt : now;
      if (!row.leftAt) await tx.update(staffPresences).set({ leftAt, leftBy: by, updatedAt: now }).where(where);
    }
  });
  return teamDayOf(deps.db, viewer, activityId, day, today);
}

/** One person's days worked on a plaine: the days they were checked in on the team's check-in. */
export interface DaysWorked {
  profileId: string;
  activityId: string;
  days: string[];
}

/**
 * The days each person of the team worked, from 'Équipe du jour' (an arrival tapped that day), on
 * the given plaines or, without them, on every plaine between two days (both included): the centre
 * report's and the volunteers' allowances' one source. Sorted by person, plaine, then day.
 */
export async function daysWorked(
  db: Db,
  which: { activityIds?: string[]; from?: string; to?: string; profileId?: string },
): Promise<DaysWorked[]> {
  if (which.activityIds?.length === 0) return [];
  const rows = await db
    .select({ profileId: staffPresences.profileId, activityId: staffPresences.activityId, date: staffPresences.date })
    .from(staffPresences)
    .where(
      and(
        which.activityIds ? inArray(staffPresences.activityId, which.activityIds) : undefined,
        which.from ? gte(staffPresences.date, which.from) : undefined,
        which.to ? lte(staffPresences.date, which.to) : undefined,
        which.profileId ? eq(staffPresences.profileId, which.profileId) : undefined,
      ),
    )
    .orderBy(asc(staffPresences.profileId), asc(staffPresences.activityId), asc(staffPresences.date));
  const worked: DaysWorked[] = [];
  for (const row of rows) {
    const last = worked.at(-1);
    if (last?.profileId === row.profileId && last.activityId === row.activityId) last.days.push(row.date);
    else worked.push({ profileId: row.profileId, activityId: row.activityId, days: [row.date] });
  }
  return worked;
}
