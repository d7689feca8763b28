import { adminPrivacyPaths, type RetentionView } from "../../../../../domain/contracts/privacy.ts";
import type { RetentionSettings } from "../../../../../domain/privacy.ts";
import { api } from "../../../../lib/api-client.ts";
import { apiQueryOptions } from "../../../../lib/api-query.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminRetentionQueryOptions() {
  return apiQueryOptions<RetentionView>(adminKeys.retention(), adminPrivacyPaths.retention.url());
}

/** Saves the periods; answers the whole view again. */
export function saveRetention(settings: RetentionSettings): Promise<RetentionView> {
  return api.put<RetentionView>(adminPrivacyPaths.retention.url(), settings);
}
