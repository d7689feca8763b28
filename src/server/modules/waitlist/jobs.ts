import { defineJob, NO_PAYLOAD } from "../../jobs/job-queue.ts";

/** Ends the waiting list's offers whose time is over and offers the places again (offer-expiry.ts). */
export const waitlistOffersJob = defineJob({
  name: "waitlist-offers",
  label: "Offres de la liste d'attente",
  payload: NO_PAYLOAD,
  cron: "* * * * *",
  policy: "stately",
  retryLimit: 3,
  expireInSeconds: 10 * 60,
});
