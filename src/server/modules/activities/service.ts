import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND, type Activity } from "../../../domain/activity.ts";
import type { ActivityDetail, ActivityScope } from "../../../domain/contracts/activities.ts";
import { matchesSearchFilters, type SearchFilters } from "../../../domain/search-filters.ts";
import type { Db } from "../../db/client.ts";
import { activities } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { toActivity } from "./mapper.ts";
import { tariffsOfPlaines } from "./tariffs.ts";

export interface ActivityQuery {
  scope: ActivityScope;
  /** Today's date in Brussels (YYYY-MM-DD): active plaines end on or after it. */
  today: string;
  limit?: number;
  filters?: SearchFilters;
}

/** What the public sees: neither deleted plaines nor drafts. */
const publicActivity = and(isNull(activities.deletedAt), eq(activities.draft, false));

/** Plaines ordered by start date, deleted ones and drafts left out; the search filters of spec §5 apply to what the scope keeps. */
export async function listActivities(db: Db, query: ActivityQuery): Promise<Activity[]> {
  const scopeCondition =
    query.scope === "active"
      ? gte(activities.endDate, query.today)
      : query.scope === "archived"
        ? lt(activities.endDate, query.today)
        : undefined;
  const rows = await db
    .select()
    .from(activities)
    .where(and(publicActivity, scopeCondition))
    .orderBy(asc(activities.startDate), asc(activities.title));
  const filters = query.filters ?? {};
  const tariffs = await tariffsOfPlaines(db, rows);
  const found = rows
    .map((row) => toActivity(row, tariffs.get(row.id)?.offered ?? []))
    .filter((activity) => matchesSearchFilters(activity, filters));
  return query.limit === undefined ? found : found.slice(0, query.limit);
}

/** A published plaine with the tariffs offered on it; a draft, a deleted or an unknown one is "not found". */
export async function getActivity(db: Db, id: string): Promise<ActivityDetail> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), publicActivity));
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  const offered = (await tariffsOfPlaines(db, [row])).get(row.id)?.offered ?? [];
  return { ...toActivity(row, offered), tariffs: offered };
}
