/**
 * What the team's space (modules/staff, decision 0063) uses of the plaine on the ground: the
 * plaine with its days, groups and children, the day's list, the check-in's taps and a child's
 * details opened (and logged) from it. The administrators' routes are registered by admin/index.ts.
 */
export { assertPlaineDay, CHILD_NOT_EXPECTED, type LoadedActivity, loadActivity } from "./plaine.ts";
export { buildRoster, staffingNormsOf } from "./roster.ts";
export { recordTap } from "./check-in.ts";
export { checkInChildDetails } from "./child-details.ts";
