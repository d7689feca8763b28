import { area } from "../../auth/areas.ts";
import { adminRegistrationRoutes } from "./registrations/routes.ts";
import { adminSettingsRoutes } from "./settings/routes.ts";

/**
 * The administrators' API, registered under ADMIN_BASE_PATH (/api/admin): one area whose hook
 * lets administrators only in (401 signed out, 403 for anybody else) and keeps every answer
 * private, so no admin route checks anything itself. One folder per area of the admin pages:
 * `registrations/` (the list, bulk status changes, refunds) and `settings/` (the outbox, the card
 * payments' state); the next ones go beside them (`activities/`, `news/`, `children/`,
 * `dashboard/`) and are added to this list.
 */
export const adminRoutes = area("admin", [adminRegistrationRoutes, adminSettingsRoutes]);
