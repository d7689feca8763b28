/** What other features may use of the parent's dashboard. */
export { DashboardSubPage } from "./components/dashboard-sub-page.tsx";
export { DASHBOARD_TILES, QUALIFICATIONS_TILE } from "./dashboard-links.ts";
