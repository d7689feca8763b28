/**
 * Registrations: the registration form's one transaction, the parents' and administrators'
 * changes of a registration, and the registrations' history. A registration's payment and what
 * its outcome does are the payment module's (modules/payments/).
 */
export { listRegistrationGroups } from "./registration-groups.ts";
export { tariffProofRoutes } from "./proof-routes.ts";
export { registrationRoutes } from "./routes.ts";
export { updateByAdmin } from "./service.ts";
export { tariffProofRetentionJob, unusedTariffProofJob } from "./jobs.ts";
export { removeExpiredTariffProofs, removeUnusedTariffProof } from "./tariff-proofs.ts";
export { decideTariffClaim, listTariffClaims, openTariffProof } from "./tariff-decisions.ts";
