/**
 * The families a message's filter reaches on its plaine, each with what its copy is merged with.
 * A family is a parent's account: a child shared by two parents (decision 0058) brings both, each
 * with their own copy; a parent with two children gets one copy naming both.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { FamilyMergeData, MessageFilter } from "../../../domain/family-messages.ts";
import { childGroupIndex } from "../../../domain/plaine/age-groups.ts";
import { NOT_A_PLAINE_DAY } from "../../../domain/plaine/days.ts";
import { ACTIVE_WAITLIST_STATUSES } from "../../../domain/waitlist.ts";
import type { Db } from "../../db/client.ts";
import {
  attendance,
  childGroupMoves,
  children,
  payerShares,
  payments,
  profiles,
  registrations,
  users,
  waitlistEntries,
  waitlistEntryChildren,
} from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { plaineGroups, runningDays } from "../activities/index.ts";

export const UNKNOWN_GROUP = "Ce groupe n'existe pas dans cette plaine";
export const NOT_A_PARENT_OF_PLAINE = "Un des parents choisis n'a ni inscription ni place en liste d'attente pour cette plaine";

export interface MessagePlaine {
  id: string;
  startDate: string;
  endDate: string;
}

export interface MessageFamily extends FamilyMergeData {
  parentId: string;
  email: string;
  /** The profile's phone as stored (an urgent text goes to it when it is a mobile). */
  phone: string | null;
  lastName: string;
}

/** A child of the plaine and the parents it brings (its file's two parents and whoever registered it). */
interface ChildOfPlaine {
  id: string;
  firstName: string;
  group: string;
  parentIds: string[];
}

async function registeredChildren(db: Db, plaine: MessagePlaine, onlyUnpaid: boolean): Promise<ChildOfPlaine[]> {
  const { groups } = await plaineGroups(db, plaine.id);
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      birthDate: children.birthDate,
      parentId: children.parentId,
      secondParentId: children.secondParentId,
      registeredBy: registrations.parentId,
      movedTo: childGroupMoves.groupName,
      paymentStatus: payments.status,
      // The other parent's part of a shared child, still due (decision 0058).
      owingParent: sql<
        string | null
      >`(select ${payerShares.parentId} from ${payerShares} where ${payerShares.registrationId} = ${registrations.id} and ${payerShares.parentId} is not null and ${payerShares.status} = 'due' limit 1)`,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .leftJoin(childGroupMoves, and(eq(childGroupMoves.activityId, plaine.id), eq(childGroupMoves.childId, children.id)))
    .where(and(eq(registrations.activityId, plaine.id), ne(registrations.status, "cancelled")));
  // Who still owes: the family that registered while its payment waits, the other parent while their part is due.
  const owing = (row: (typeof rows)[number]) =>
    [row.paymentStatus === "pending" ? row.registeredBy : null, row.owingParent].filter((id) => id !== null);
  return rows
    .filter((row) => !onlyUnpaid || owing(row).length > 0)
    .map((row) => ({
      id: row.id,
      firstName: row.firstName,
      group: groups[childGroupIndex(groups, row.birthDate, plaine.startDate, row.movedTo).index]?.name ?? "",
      // A balance is written to whoever owes it; any other message goes to both parents and whoever registered.
      parentIds: onlyUnpaid ? owing(row) : [...new Set([row.registeredBy, row.parentId, row.secondParentId].filter((id) => id !== null))],
    }));
}

async function waitingChildren(db: Db, plaine: MessagePlaine): Promise<ChildOfPlaine[]> {
  const { groups } = await plaineGroups(db, plaine.id);
  const rows = await db
    .select({ id: children.id, firstName: children.firstName, birthDate: children.birthDate, parentId: waitlistEntries.parentId })
    .from(waitlistEntries)
    .innerJoin(waitlistEntryChildren, and(eq(waitlistEntryChildren.entryId, waitlistEntries.id), eq(waitlistEntryChildren.active, true)))
    .innerJoin(children, eq(children.id, waitlistEntryChildren.childId))
    .where(and(eq(waitlistEntries.activityId, plaine.id), inArray(waitlistEntries.status, [...ACTIVE_WAITLIST_STATUSES])));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    group: groups[childGroupIndex(groups, row.birthDate, plaine.startDate, null).index]?.name ?? "",
    parentIds: [row.parentId],
  }));
}

/** The children the filter is about; refuses a day the plaine does not run, a group it does not have, a parent it does not know. */
async function childrenOfFilter(db: Db, plaine: MessagePlaine, filter: MessageFilter): Promise<ChildOfPlaine[]> {
  switch (filter.kind) {
    case "all":
      return registeredChildren(db, plaine, false);
    case "unpaid":
      return registeredChildren(db, plaine, true);
    case "waitlist":
      return waitingChildren(db, plaine);
    case "group": {
      const { groups } = await plaineGroups(db, plaine.id);
      if (!groups.some((group) => group.name === filter.group))
        throw new HttpError("BAD_REQUEST", UNKNOWN_GROUP, { filter: UNKNOWN_GROUP });
      return (await registeredChildren(db, plaine, false)).filter((child) => child.group === filter.group);
    }
    case "day": {
      if (!(await runningDays(db, plaine)).includes(filter.day))
        throw new HttpError("BAD_REQUEST", NOT_A_PLAINE_DAY, { filter: NOT_A_PLAINE_DAY });
      // Every registered child is expected every day of its plaine, but one already marked absent that day.
      const absent = await db
        .select({ childId: attendance.childId })
        .from(attendance)
        .where(and(eq(attendance.activityId, plaine.id), eq(attendance.date, filter.day), eq(attendance.status, "absent")));
      const absentIds = new Set(absent.map((row) => row.childId));
      return (await registeredChildren(db, plaine, false)).filter((child) => !absentIds.has(child.id));
    }
    case "parents": {
      const known = [...(await registeredChildren(db, plaine, false)), ...(await waitingChildren(db, plaine))];
      const knownParents = new Set(known.flatMap((child) => child.parentIds));
      if (filter.parentIds.some((id) => !knownParents.has(id)))
        throw new HttpError("BAD_REQUEST", NOT_A_PARENT_OF_PLAINE, { filter: NOT_A_PARENT_OF_PLAINE });
      const chosen = new Set(filter.parentIds);
      return known.map((child) => ({ ...child, parentIds: child.parentIds.filter((id) => chosen.has(id)) }));
    }
  }
}

/** The families the filter reaches, by parent's last then first name, each with its children (by first name) and their groups. */
export async function familiesOf(db: Db, plaine: MessagePlaine, filter: MessageFilter): Promise<MessageFamily[]> {
  const byParent = new Map<string, Map<string, ChildOfPlaine>>();
  for (const child of await childrenOfFilter(db, plaine, filter)) {
    for (const parentId of child.parentIds) {
      const own = byParent.get(parentId) ?? new Map<string, ChildOfPlaine>();
      own.set(child.id, child);
      byParent.set(parentId, own);
    }
  }
  if (byParent.size === 0) return [];
  const people = await db
    .select({ id: users.id, email: users.email, phone: profiles.phone, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...byParent.keys()]));
  return people
    .map((person) => {
      const own = [...(byParent.get(person.id)?.values() ?? [])].sort((a, b) => a.firstName.localeCompare(b.firstName, "fr"));
      return {
        parentId: person.id,
        email: person.email,
        phone: person.phone,
        parentFirstName: person.firstName,
        lastName: person.lastName,
        childFirstNames: own.map((child) => child.firstName),
        groups: own.map((child) => child.group).filter(Boolean),
        day: filter.kind === "day" ? filter.day : null,
      };
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName, "fr") || a.parentFirstName.localeCompare(b.parentFirstName, "fr"));
}
