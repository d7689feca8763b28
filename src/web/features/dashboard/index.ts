/** What other features may use of the parent's dashboard. */
export { DASHBOARD_PATH } from "./dashboard-links.ts";
