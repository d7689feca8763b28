/**
 * The children a family asks places for, as the registration form and the waiting list read
 * them: its own children among those chosen, of the plaine's age, and those already holding a
 * place on the plaine.
 */
import { and, eq, inArray, ne, or } from "drizzle-orm";
import { ageFit } from "../../../domain/age.ts";
import { CHILD_NOT_FOUND } from "../../../domain/child.ts";
import type { Db } from "../../db/client.ts";
import { children, registrations } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { ActivityRow } from "./lock.ts";

/**
 * The parent's own children among the chosen ids, in their order — first or second parent of the
 * file (decision 0058): another parent's child is "not found", like a made-up id.
 */
export async function chosenChildren(tx: Db, parentId: string, childIds: string[]): Promise<(typeof children.$inferSelect)[]> {
  const found = await tx
    .select()
    .from(children)
    .where(and(or(eq(children.parentId, parentId), eq(children.secondParentId, parentId)), inArray(children.id, childIds)));
  if (found.length !== childIds.length) throw notFound(CHILD_NOT_FOUND);
  return childIds.map((id) => found.find((child) => child.id === id)!);
}

/** Every chosen child is of the plaine's age when it starts; otherwise a 400 naming the first who is not. */
export function requireChildrenOfAge(
  selected: { firstName: string; birthDate: string }[],
  activity: Pick<ActivityRow, "startDate" | "ageMin" | "ageMax">,
): void {
  for (const child of selected) {
    const fit = ageFit(child.firstName, child.birthDate, activity.startDate, {
      min: Number(activity.ageMin),
      max: Number(activity.ageMax),
    });
    if (!fit.fits) throw new HttpError("VALIDATION", fit.message, { childIds: fit.message });
  }
}

/** Which of these children hold a place on the plaine: a registration not cancelled. */
export async function childrenWithPlaces(db: Db, activityId: string, childIds: string[]): Promise<Set<string>> {
  if (childIds.length === 0) return new Set();
  const live = await db
    .select({ childId: registrations.childId })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), inArray(registrations.childId, childIds), ne(registrations.status, "cancelled")));
  return new Set(live.map((row) => row.childId));
}
