/**
 * The plaine's row lock (decision 0006): every writer that takes or frees places, makes or ends
 * an offer of the waiting list, or changes a payment's registrations locks the plaine's row first,
 * then what it changes, so two writers never wait on each other in a circle and the places are
 * counted under the lock. These two functions are the only `FOR UPDATE` on `activities`.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activities } from "../../db/schema.ts";

export type ActivityRow = typeof activities.$inferSelect;

/** Locks one plaine's row until the transaction ends and returns it (deleted ones included); undefined when there is none. */
export async function lockActivity(tx: Db, activityId: string): Promise<ActivityRow | undefined> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for("update");
  return row;
}

/** Locks several plaines' rows in id order (the order every writer follows) and returns them. */
export async function lockActivities(tx: Db, activityIds: string[]): Promise<ActivityRow[]> {
  const ids = [...new Set(activityIds)].sort();
  if (ids.length === 0) return [];
  return tx.select().from(activities).where(inArray(activities.id, ids)).orderBy(asc(activities.id)).for("update");
}
