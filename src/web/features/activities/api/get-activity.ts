import { queryOptions } from "@tanstack/react-query";
import type { Activity } from "../../../../domain/activity.ts";
import { activityPaths, type ActivityResponse } from "../../../../domain/contracts/activities.ts";
import { api } from "../../../lib/api-client.ts";
import { activityKeys } from "../../../lib/query-keys.ts";

async function getActivity(id: string, signal?: AbortSignal): Promise<Activity> {
  const { activity } = await api.get<ActivityResponse>(activityPaths.one.url({ id }), { signal });
  return activity;
}

export function activityQueryOptions(id: string) {
  return queryOptions({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => getActivity(id, signal),
  });
}
