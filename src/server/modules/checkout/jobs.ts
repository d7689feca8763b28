import { defineJob, NO_PAYLOAD } from "../../jobs/job-queue.ts";

/** Ends the card payments' holds whose time is over (sweeper.ts). */
export const checkoutHoldsJob = defineJob({
  name: "checkout-holds",
  label: "Fin des réservations de paiement par carte",
  payload: NO_PAYLOAD,
  cron: "* * * * *",
  policy: "stately",
  retryLimit: 3,
  expireInSeconds: 10 * 60,
});
