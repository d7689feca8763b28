import { area } from "../../auth/areas.ts";
import { adminActivityRoutes } from "./activities/routes.ts";
import { adminHistoryRoutes } from "./history/routes.ts";
import { adminImageRoutes } from "./images/routes.ts";
import { adminNewsRoutes } from "./news/routes.ts";
import { adminRegistrationRoutes } from "./registrations/routes.ts";
import { adminSettingsRoutes } from "./settings/routes.ts";

/**
 * The administrators' API, registered under ADMIN_BASE_PATH (/api/admin): one area whose hook
 * lets administrators only in (401 signed out, 403 for anybody else) and keeps every answer
 * private, so no admin route checks anything itself. One folder per area of the admin pages:
 * `activities/` and `news/` (lists, forms, delete), `images/` (their uploads), `history/` (the
 * audit log every change writes), `registrations/` (the list, bulk status changes, refunds) and
 * `settings/` (the outbox, the card payments' state); the next ones go beside them and are added
 * to this list.
 */
export const adminRoutes = area("admin", [
  adminActivityRoutes,
  adminNewsRoutes,
  adminImageRoutes,
  adminHistoryRoutes,
  adminRegistrationRoutes,
  adminSettingsRoutes,
]);
