import { defineJob, NO_PAYLOAD } from "../jobs/job-queue.ts";

/** Removes the uploaded images nothing uses (images.ts). */
export const imageSweepJob = defineJob({
  name: "image-sweep",
  label: "Nettoyage des images jamais utilisées",
  payload: NO_PAYLOAD,
  cron: "17 * * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 30 * 60,
});
