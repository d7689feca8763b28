import { queryOptions } from "@tanstack/react-query";
import type { Activity } from "../../../../domain/activity.ts";
import { activityPaths, type ActivityListResponse } from "../../../../domain/contracts/activities.ts";
import { api } from "../../../lib/api-client.ts";
import { type ActivityListParams, activityKeys } from "../../../lib/query-keys.ts";

/** Plaines ordered by start date; upcoming and running ones unless another scope is asked. */
async function getActivities(params: ActivityListParams, signal?: AbortSignal): Promise<Activity[]> {
  const { activities } = await api.get<ActivityListResponse>(activityPaths.list.url(), { query: params, signal });
  return activities;
}

export function activitiesQueryOptions(params: ActivityListParams = {}) {
  return queryOptions({
    queryKey: activityKeys.list(params),
    queryFn: ({ signal }) => getActivities(params, signal),
  });
}
