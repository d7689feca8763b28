import { queryOptions } from "@tanstack/react-query";
import { adminPrivacyPaths, type RetentionView } from "../../../../../domain/contracts/privacy.ts";
import type { RetentionSettings } from "../../../../../domain/privacy.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminRetentionQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.retention(),
    queryFn: ({ signal }) => api.get<RetentionView>(adminPrivacyPaths.retention.url(), { signal }),
  });
}

/** Saves the periods; answers the whole view again. */
export function saveRetention(settings: RetentionSettings): Promise<RetentionView> {
  return api.put<RetentionView>(adminPrivacyPaths.retention.url(), settings);
}
