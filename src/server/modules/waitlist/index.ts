/**
 * The waiting list: families joining and leaving it, what the registration form does with an
 * offer, the job that ends offers whose time is over, and the administrators' side of the list.
 * Places and offers themselves move through modules/places/.
 */
export {
  adminWaitlist,
  getWaitlistSettings,
  moveEntry,
  removeEntry,
  saveWaitlistSettings,
  sendOfferByHand,
  waitingFamiliesByActivity,
} from "./admin.ts";
export { acceptOffer, leaveListOnRegistration, linkOfferPayment } from "./offer-acceptance.ts";

export { waitlistRoutes } from "./routes.ts";
export { listOwnEntries } from "./service.ts";
