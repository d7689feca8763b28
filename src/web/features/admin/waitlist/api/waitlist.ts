import { queryOptions } from "@tanstack/react-query";
import { adminWaitlistPaths, type AdminWaitlistResponse, type WaitlistSettings } from "../../../../../domain/contracts/waitlist.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** Under the plaine's admin keys: a save of the plaine (capacity raised) refreshes its list too. */
const adminWaitlistQueryKey = (activityId: string) => [...adminKeys.activity(activityId), "waitlist"] as const;
const settingsKey = [...adminKeys.all, "waitlist-settings"] as const;

export function adminWaitlistQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: adminWaitlistQueryKey(activityId),
    queryFn: ({ signal }) => api.get<AdminWaitlistResponse>(adminWaitlistPaths.plaine.url({ id: activityId }), { signal }),
    staleTime: 0,
  });
}

export const moveEntry = (id: string, direction: "up" | "down") => api.post<void>(adminWaitlistPaths.move.url({ id }), { direction });
export const removeEntry = (id: string) => api.delete<void>(adminWaitlistPaths.entry.url({ id }));
export const sendOffer = (id: string) => api.post<void>(adminWaitlistPaths.offer.url({ id }));

export function waitlistSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<WaitlistSettings>(adminWaitlistPaths.settings.url(), { signal }),
  });
}

export function saveWaitlistSettings(settings: WaitlistSettings): Promise<WaitlistSettings> {
  return api.put<WaitlistSettings>(adminWaitlistPaths.settings.url(), settings);
}
export { settingsKey as waitlistSettingsQueryKey };
