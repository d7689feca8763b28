import { area } from "../../auth/areas.ts";
import { adminAccountingRoutes } from "./accounting/routes.ts";
import { adminActivityRoutes } from "./activities/routes.ts";
import { adminCertificateRoutes } from "./certificates/routes.ts";
import { adminBankImportRoutes } from "./bank/import-routes.ts";
import { adminBankRoutes } from "./bank/routes.ts";
import { adminChildrenRoutes } from "./children/routes.ts";
import { adminDashboardRoutes } from "./dashboard/routes.ts";
import { adminHistoryRoutes } from "./history/routes.ts";
import { adminImageRoutes } from "./images/routes.ts";
import { adminJobRoutes } from "./jobs/routes.ts";
import { adminMessageAttachmentRoutes } from "./messages/attachment-routes.ts";
import { adminMessageRoutes } from "./messages/routes.ts";
import { adminNewsRoutes } from "./news/routes.ts";
import { adminPayerRoutes } from "./payers/routes.ts";
import { adminPresenceDocumentRoutes } from "./presences/documents-routes.ts";
import { adminPresenceRoutes } from "./presences/routes.ts";
import { adminCentreReportRoutes } from "./presences/centre-report-routes.ts";
import { centreReportTeamOf } from "../staff/index.ts";
import { adminPrivacyRoutes } from "./privacy/routes.ts";
import { adminRefundRoutes } from "./refunds/routes.ts";
import { adminRegistrationRoutes } from "./registrations/routes.ts";
import { adminTariffClaimRoutes } from "./registrations/tariff-claim-routes.ts";
import { adminSettingsRoutes } from "./settings/routes.ts";
import { adminAssociationLogoRoutes, adminAssociationRoutes } from "./settings/association-routes.ts";
import { adminTariffRoutes } from "./tariffs/routes.ts";
import { adminWaitlistRoutes } from "./waitlist/routes.ts";
import { adminStaffRoutes } from "./staff/routes.ts";
import { adminAllowanceRoutes } from "./staff/allowance-routes.ts";
import { adminQualificationRoutes } from "./staff/qualification-routes.ts";

/**
 * The administrators' API, registered under ADMIN_BASE_PATH (/api/admin): one area whose hook
 * lets administrators only in (401 signed out, 403 for anybody else) and keeps every answer
 * private, so no admin route checks anything itself. One folder per area of the admin pages:
 * `activities/` and `news/` (lists, forms, delete), `images/` (their uploads), `history/` (the
 * audit log every change writes: a record's history, the activity log), `registrations/` (the list, bulk status changes, refunds,
 * exports), `children/` (the files, with their medical reads recorded), `dashboard/` (its figures
 * and the 'ready to open' checklist),
 * `settings/` (the association's identity, account and logo, the outbox, e-mail tests, the card
 * payments' state, system facts), `jobs/` (the
 * background jobs' queues, a failed job sent again) and `privacy/` (erasures asked by e-mail,
 * retention periods and purge counts), `certificates/` (who issues the certificates, each year's
 * 281.86 daily maximum), `bank/` (bank statements imported, unmatched credits, refunds, payment
 * deadlines and reminder rules), `refunds/` (the organiser's cancellation refund rule), `presences/` (the plaine on the ground: check-in, days, groups,
 * staff, printed lists), `waitlist/` (each plaine's waiting list), `tariffs/` (the tariff
 * categories families may claim, and what a pending claim is charged), `payers/` (the
 * organisations that pay for children, their shares and payment requests), `messages/` (the
 * messages to the parents of a plaine, decision 0061), `staff/` (the team's invitations and roles,
 * each plaine's plan, decision 0063); the next
 * ones go beside them and are added to this list.
 */
export const adminRoutes = area("admin", [
  adminActivityRoutes,
  adminNewsRoutes,
  adminImageRoutes,
  adminHistoryRoutes,
  adminRegistrationRoutes,
  adminTariffClaimRoutes,
  adminChildrenRoutes,
  adminDashboardRoutes,
  adminSettingsRoutes,
  adminAssociationRoutes,
  adminAssociationLogoRoutes,
  adminJobRoutes,
  adminPrivacyRoutes,
  adminCertificateRoutes,
  adminBankImportRoutes,
  adminBankRoutes,
  adminAccountingRoutes,
  adminPayerRoutes,
  adminRefundRoutes,
  adminPresenceRoutes,
  adminPresenceDocumentRoutes,
  // The report's team is the team's module's (decision 0060): handed in here, where both meet.
  adminCentreReportRoutes(centreReportTeamOf),
  adminWaitlistRoutes,
  adminTariffRoutes,
  adminMessageRoutes,
  adminStaffRoutes,
  adminQualificationRoutes,
  adminAllowanceRoutes,
  adminMessageAttachmentRoutes,
]);
