/**
 * The background jobs as administrators see them in the settings page: each queue's figures,
 * its last and next run, its failed jobs (the dead letter), which can be sent again. The input
 * schema is in admin-jobs-input.ts.
 */
import { apiPath } from "./api-path.ts";

export const adminJobPaths = {
  queues: apiPath("/api/admin/jobs"),
  retry: apiPath("/api/admin/jobs/:queue/:id/retry"),
};

/** A job whose retries are spent: it stays failed until an administrator sends it again. */
export interface FailedJob {
  id: string;
  failedAt: string | null;
  /** Attempts made, the first included. */
  attempts: number;
  error: string | null;
}

export interface JobQueueView {
  /** The queue's name (lowercase words joined by dashes). */
  name: string;
  /** What it does, in French. */
  label: string;
  /** Its cron expression (Europe/Brussels), when it comes back on its own. */
  cron: string | null;
  waiting: number;
  running: number;
  failed: number;
  lastRunAt: string | null;
  lastRunState: "completed" | "failed" | null;
  nextRunAt: string | null;
  /** The newest failed jobs, ten at most. */
  failedJobs: FailedJob[];
}

/** GET /api/admin/jobs */
export interface JobQueuesResponse {
  queues: JobQueueView[];
}

/** POST /api/admin/jobs/:queue/:id/retry */
export interface JobRetryResponse {
  retried: true;
}
