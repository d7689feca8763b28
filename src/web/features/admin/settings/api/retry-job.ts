import { adminJobPaths, type JobRetryResponse } from "../../../../../domain/contracts/admin-jobs.ts";
import { api } from "../../../../lib/api-client.ts";

/** Sends a failed job of a queue again, with its retries anew. */
export async function retryJob({ queue, id }: { queue: string; id: string }): Promise<void> {
  await api.post<JobRetryResponse>(adminJobPaths.retry.url({ queue, id }), {});
}
