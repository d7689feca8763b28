/** What other features may use of the plaines feature. */
export { activityKeys } from "./api/activity-keys.ts";
