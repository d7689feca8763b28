// What other modules use of data protection: the erasure, the retention periods and their jobs.
export { eraseAccount, erasureCounts, forgetAnonymousPayers } from "./erasure.ts";
export { purgeTotals, retentionJobs, saveRetentionSettings } from "./retention.ts";
export { loadRetentionSettings } from "./retention-settings.ts";
