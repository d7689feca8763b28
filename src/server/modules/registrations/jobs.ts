import { z } from "zod";
import { defineJob, NO_PAYLOAD } from "../../jobs/job-queue.ts";

// The proofs of tariffs (tariff-proofs.ts): each one sent is looked at again a day later, and every
// night the proofs of plaines over for long enough are removed. Removing what is gone is no error:
// a retry, or a second process, changes nothing.

/** A proof's second look, a day after its upload (sent with it): removed unless a registration named it. */
export const unusedTariffProofJob = defineJob({
  name: "tariff-proof-unused",
  label: "Suppression des preuves de tarif non utilisées",
  payload: z.object({ key: z.string().regex(/^tariff-proofs\/[0-9a-f-]+\/[0-9a-f-]+$/i) }),
  retryLimit: 5,
  expireInSeconds: 5 * 60,
});

/** The proofs kept past their category's days after the end of their plaine. */
export const tariffProofRetentionJob = defineJob({
  name: "tariff-proof-retention",
  label: "Suppression des preuves de tarif après la plaine",
  payload: NO_PAYLOAD,
  cron: "40 3 * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 30 * 60,
});
