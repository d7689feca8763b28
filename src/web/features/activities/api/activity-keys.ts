import type { ActivityListQuery } from "../../../../domain/contracts/activities.ts";

/**
 * Query keys of plaines, from the widest to the narrowest, so one invalidation can cover many.
 * A list's key is its query string as the contract has it: values exactly as the URL or the page
 * carries them; the server validates them.
 */
export type ActivityListParams = ActivityListQuery;

export const activityKeys = {
  all: ["activities"] as const,
  lists: () => [...activityKeys.all, "list"] as const,
  list: (params: ActivityListParams) => [...activityKeys.lists(), params] as const,
  detail: (id: string) => [...activityKeys.all, "detail", id] as const,
};
