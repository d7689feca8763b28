/**
 * The team of the plaines (decision 0063): invitations and roles beside the account's own
 * (`auth/guards.ts` reads the roles on every request of the team's area), the plan of who works
 * with which group on which day, and what each role sees on the ground.
 */
export { inviteStaff, listStaff, resendStaffInvitation, revokeStaff } from "./invitations.ts";
export { planOf, setPlanCell } from "./plan.ts";
export {
  addQualification,
  confirmQualification,
  deleteQualification,
  openQualificationProof,
  qualificationKey,
  qualificationsOf,
} from "./qualifications.ts";
export { qualificationsJob } from "./jobs.ts";
export { centreReportTeamOf } from "./report-team.ts";
export { type QualificationJobDeps, runQualificationsJob } from "./qualification-reminders.ts";
export { tapStaffPresence, teamDay } from "./presence.ts";
export { staffInvitationRoutes, teamRoutes } from "./routes.ts";
export { ownQualificationRoutes, ownQualificationUploadRoutes } from "./qualification-routes.ts";
export { teamMessageAttachmentRoutes, teamMessageRoutes } from "./message-routes.ts";
export {
  allowanceStatement,
  allowancesOfYear,
  loadAllowanceAmounts,
  loadAllowanceCaps,
  saveAllowanceCaps,
  setPersonAllowance,
  setPlaineAllowance,
} from "./allowances.ts";
