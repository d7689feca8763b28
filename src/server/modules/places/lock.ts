/**
 * The plaine's row lock (decision 0006): every writer that takes or frees places, makes or ends
 * an offer of the waiting list, or changes a payment's registrations locks the plaine's row first,
 * then what it changes, so two writers never wait on each other in a circle and the places are
 * counted under the lock. These two functions are the only `FOR UPDATE` on `activities`.
 */
import { asc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activities } from "../../db/schema.ts";

export type ActivityRow = typeof activities.$inferSelect;

/**
 * Locks one plaine's row until the transaction ends and returns it (deleted ones included);
 * undefined when there is none. The plaine is named by its id or by a query of its id (the plaine
 * of a payment, found in the same statement).
 */
export async function lockActivity(tx: Db, activityId: string | SQLWrapper): Promise<ActivityRow | undefined> {
  const which = typeof activityId === "string" ? eq(activities.id, activityId) : inArray(activities.id, activityId);
  const [row] = await tx.select().from(activities).where(which).for("update");
  return row;
}

/**
 * Locks several plaines' rows in id order (the order every writer follows) and returns them; the
 * plaines are named by their ids or by a query of their ids (the plaines of some registrations).
 */
export async function lockActivities(tx: Db, activityIds: string[] | SQLWrapper): Promise<ActivityRow[]> {
  const ids = Array.isArray(activityIds) ? [...new Set(activityIds)] : activityIds;
  if (Array.isArray(ids) && ids.length === 0) return [];
  return tx.select().from(activities).where(inArray(activities.id, ids)).orderBy(asc(activities.id)).for("update");
}
