import { RETENTION_JOB_LABELS, type RetentionJobName } from "../../../domain/privacy.ts";
import { defineJob, NO_PAYLOAD } from "../../jobs/job-queue.ts";

/** When each retention rule runs (cron, Europe/Brussels): at night, a few minutes apart. */
const RETENTION_SCHEDULES: Record<RetentionJobName, string> = {
  "purge-medical-files": "17 3 * * *",
  "warn-inactive-accounts": "23 3 * * *",
  "erase-inactive-accounts": "29 3 * * *",
  "purge-anonymised-payments": "41 3 * * *",
  "purge-bank-statements": "42 3 * * *",
  "purge-retained-certificates": "44 3 * * *",
  "purge-mail-bodies": "47 3 * * *",
  "purge-access-logs": "53 3 * * *",
  "purge-family-messages": "56 3 * * *",
  "sweep-expired-auth": "7 * * * *",
};

/** The GDPR retention rules' jobs (retention.ts), by rule; each records what it purged (settings page). */
export const retentionJobSpecs = Object.fromEntries(
  (Object.keys(RETENTION_SCHEDULES) as RetentionJobName[]).map((name) => [
    name,
    defineJob({
      name,
      label: `Conservation\u00a0: ${RETENTION_JOB_LABELS[name].toLowerCase()}`,
      payload: NO_PAYLOAD,
      cron: RETENTION_SCHEDULES[name],
      policy: "stately",
      retryLimit: 5,
      expireInSeconds: 30 * 60,
    }),
  ]),
) as Record<RetentionJobName, ReturnType<typeof defineJob<typeof NO_PAYLOAD>>>;
