/**
 * What the team's space (features/team, decision 0063) uses of the administration's screens: the
 * check-in of a day, by group, a plaine's plan and the messages to its families. Each calls the
 * team's own routes when told so.
 */
export { CheckInView } from "./presences/pages/check-in-page.tsx";
export { PlanEditor } from "./staff/components/plan-editor.tsx";
export { QualificationItem } from "./staff/components/qualifications-panel.tsx";
export { AddQualificationForm } from "./staff/components/add-qualification-form.tsx";
export { myQualificationsQueryOptions } from "./staff/api/qualifications.ts";
export { FamilyMessages, MESSAGES_SUBTITLE } from "./messages/pages/messages-page.tsx";
