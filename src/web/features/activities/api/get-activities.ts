import { activityPaths, type ActivityListResponse } from "../../../../domain/contracts/activities.ts";
import { apiQueryOptions } from "../../../lib/api-query.ts";
import { type ActivityListParams, activityKeys } from "../../../lib/query-keys.ts";

/** Plaines ordered by start date; upcoming and running ones unless another scope is asked. */
export function activitiesQueryOptions(params: ActivityListParams = {}) {
  return apiQueryOptions(activityKeys.list(params), activityPaths.list.url(), {
    query: params,
    unwrap: ({ activities }: ActivityListResponse) => activities,
  });
}
