/** What other features may use of the plaines feature. */
export { activitiesQueryOptions } from "./api/get-activities.ts";
export { ActivityCard } from "./components/activity-card.tsx";
export { ActivityCardSkeleton } from "./components/activity-card-skeleton.tsx";
export { ActivityFacts } from "./components/activity-facts.tsx";
export { OpeningNotice, useRegistrationOpening } from "./components/registration-opening.tsx";
