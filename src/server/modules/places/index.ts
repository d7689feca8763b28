/**
 * Places: the only code that takes or frees a plaine's places and makes, ends or closes offers of
 * the waiting list (decisions 0032, 0039). Everything here runs in the caller's transaction under
 * the plaine's row lock (`lockActivity`), which every writer of places takes first.
 */
export { chosenChildren, childrenWithPlaces, requireChildrenOfAge } from "./family-children.ts";
export { lockActivities, lockActivity, type ActivityRow } from "./lock.ts";
export {
  closeEntries,
  endOffer,
  freePlaces,
  makeOffer,
  offerEnd,
  offerFreePlaces,
  offerHours,
  takePlaces,
  type FreePlacesDeps,
} from "./free-places.ts";
