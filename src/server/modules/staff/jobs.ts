import { defineJob, NO_PAYLOAD } from "../../jobs/job-queue.ts";

/**
 * The team's qualifications, each morning (decision 0065): the person told 60 days before one ends,
 * the association's address told of those in one e-mail (each e-mail once, by its key), and the
 * qualifications of people out of the team for a year removed with their proofs.
 */
export const qualificationsJob = defineJob({
  name: "staff-qualifications",
  label: "Qualifications de l'équipe\u00a0: rappels avant expiration et conservation",
  payload: NO_PAYLOAD,
  cron: "15 8 * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 30 * 60,
});
