// What other modules use of the plaines: the public answers (the pages draw them) and the reads.
export { toActivity } from "./mapper.ts";
export { activityAnswer, activityListAnswer, activityOpeningAnswer } from "./routes.ts";
export { getActivity, listActivities } from "./service.ts";
export { offeredCategories, offeredTariffs, type PlainePrice, plainePrices, type PlaineTariffs, tariffsOfPlaines } from "./tariffs.ts";
export { plaineGroups } from "./age-groups.ts";
export { runningDays } from "./running-days.ts";
