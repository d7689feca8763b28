import { adminActivityPaths, type AdminActivityDeleteResponse } from "../../../../../domain/contracts/admin-activities.ts";
import { api } from "../../../../lib/api-client.ts";

/** "deleted", or "archived" when only cancelled registrations kept it for the parents' history. */
export async function deleteActivity(id: string): Promise<AdminActivityDeleteResponse["outcome"]> {
  const { outcome } = await api.delete<AdminActivityDeleteResponse>(adminActivityPaths.one.url({ id }));
  return outcome;
}
