import type { ActivityFormOutput } from "../../../../../domain/contracts/admin-activities-input.ts";
import { adminActivityPaths, type AdminActivity, type AdminActivityResponse } from "../../../../../domain/contracts/admin-activities.ts";
import { api } from "../../../../lib/api-client.ts";

/** Creates the plaine (no id) or replaces the saved one's fields; resolves to it as stored. */
export async function saveActivity({ id, values }: { id: string | null; values: ActivityFormOutput }): Promise<AdminActivity> {
  const { activity } = id
    ? await api.put<AdminActivityResponse>(adminActivityPaths.one.url({ id }), values)
    : await api.post<AdminActivityResponse>(adminActivityPaths.list.url(), values);
  return activity;
}
