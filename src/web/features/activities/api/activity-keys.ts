/** Query keys of plaines, from the widest to the narrowest, so one invalidation can cover many. */
export type ActivityScope = "active" | "archived" | "all";

/** Query-string values exactly as the URL or the page carries them; the server validates them. */
export type ActivityListParams = {
  scope?: ActivityScope;
  limit?: number;
  city?: string;
  minAge?: string;
  maxAge?: string;
  maxPrice?: string;
};

export const activityKeys = {
  all: ["activities"] as const,
  lists: () => [...activityKeys.all, "list"] as const,
  list: (params: ActivityListParams) => [...activityKeys.lists(), params] as const,
  detail: (id: string) => [...activityKeys.all, "detail", id] as const,
};
