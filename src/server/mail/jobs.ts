import { defineJob, NO_PAYLOAD } from "../jobs/job-queue.ts";

/**
 * The outbox's delivery: sent after every commit that queued a message, and every minute for the
 * retries that came due. Each message keeps its own attempts and backoff in the outbox; this job
 * fails only when the outbox cannot be read.
 */
export const mailJob = defineJob({
  name: "mail-outbox",
  label: "Envoi des e-mails",
  payload: NO_PAYLOAD,
  cron: "* * * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 15 * 60,
});
