/** A plaine's age groups: its own, in their order, or the defaults when it has none. */
import { asc, eq } from "drizzle-orm";
import { DEFAULT_AGE_GROUPS, type AgeGroupRange } from "../../../domain/plaine/age-groups.ts";
import type { Db } from "../../db/client.ts";
import { activityAgeGroups } from "../../db/schema.ts";

export async function plaineGroups(db: Db, activityId: string): Promise<{ groups: AgeGroupRange[]; custom: boolean }> {
  const rows = await db
    .select()
    .from(activityAgeGroups)
    .where(eq(activityAgeGroups.activityId, activityId))
    .orderBy(asc(activityAgeGroups.position));
  if (rows.length === 0) return { groups: [...DEFAULT_AGE_GROUPS], custom: false };
  return { groups: rows.map(({ name, minMonths, maxMonths }) => ({ name, minMonths, maxMonths })), custom: true };
}
