import type { JobDefinition } from "../../src/server/jobs/job-queue.ts";

/** The job the killed process takes (job-worker-process.ts) and the test's process finishes. */
export const INTERRUPTED_JOB: Omit<JobDefinition, "run"> = {
  name: "essai-interrompu",
  label: "Essai interrompu",
  retryLimit: 3,
  retryDelaySeconds: 1,
  expireInSeconds: 30,
};
