import { z } from "zod";
import { isUuid } from "../../../domain/ids.ts";
import { defineJob } from "../../jobs/job-queue.ts";

/** The longest a run may last (its job's expiry); a process that dies is noticed sooner, by its heartbeats. */
const RUN_EXPIRY_SECONDS = 30 * 60;

/**
 * A year's certificates (runs.ts), sent with the run an administrator asks for, in the same
 * transaction. Tried three times in all (a killed process's attempt counts): a later attempt takes
 * over the run of one that died; a run that fails on its last attempt says so on the page instead
 * of waiting forever.
 */
export const certificateRunJob = defineJob({
  name: "certificate-runs",
  label: "Génération des attestations fiscales",
  payload: z.object({ runId: z.string().refine(isUuid) }),
  retryLimit: 2,
  expireInSeconds: RUN_EXPIRY_SECONDS,
});
