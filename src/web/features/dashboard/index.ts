/** What other features may use of the parent's dashboard. */
export { BACK_TO_DASHBOARD } from "./dashboard-links.ts";
