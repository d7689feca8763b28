import { defineJob, NO_PAYLOAD } from "../jobs/job-queue.ts";

/**
 * The SMS outbox's delivery (decision 0062): sent after the commit that queued an urgent text, and
 * every minute for the retries that came due and for a text a killed process left. One process
 * delivers at a time (stately); each text keeps its own attempts and backoff.
 */
export const smsJob = defineJob({
  name: "sms-outbox",
  label: "Envoi des SMS urgents",
  payload: NO_PAYLOAD,
  cron: "* * * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 15 * 60,
});
