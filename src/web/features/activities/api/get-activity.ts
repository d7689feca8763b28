import { activityPaths, type ActivityResponse } from "../../../../domain/contracts/activities.ts";
import { apiQueryOptions } from "../../../lib/api-query.ts";
import { activityKeys } from "../../../lib/query-keys.ts";

export function activityQueryOptions(id: string) {
  return apiQueryOptions(activityKeys.detail(id), activityPaths.one.url({ id }), { unwrap: ({ activity }: ActivityResponse) => activity });
}
