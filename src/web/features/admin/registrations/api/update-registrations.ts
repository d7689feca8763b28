import { adminPaths, type AdminRegistrationUpdateResult } from "../../../../../domain/contracts/admin.ts";
import type { AdminRegistrationUpdate } from "../../../../../domain/contracts/admin-input.ts";
import { api } from "../../../../lib/api-client.ts";

/** The bulk change: one or many registrations, to a registration status, a payment status or both. */
export function updateRegistrations(update: AdminRegistrationUpdate): Promise<AdminRegistrationUpdateResult> {
  return api.patch<AdminRegistrationUpdateResult>(adminPaths.registrations.url(), update);
}
