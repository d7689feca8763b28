/**
 * What the team's space (features/team, decision 0063) uses of the administration's screens: the
 * check-in of a day, by group, and a plaine's plan. Both call the team's own routes when told so.
 */
export { CheckInView } from "./presences/pages/check-in-page.tsx";
export { PlanEditor } from "./staff/components/plan-editor.tsx";
