import { adminJobPaths, type JobRetryResponse } from "../../../../../domain/contracts/admin-jobs.ts";
import { api } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const RETRY_ERROR_MESSAGE = "La tâche n'a pas pu être relancée";

/** Sends a failed job of a queue again, with its retries anew. */
async function retryJob({ queue, id }: { queue: string; id: string }): Promise<void> {
  await api.post<JobRetryResponse>(adminJobPaths.retry.url({ queue, id }), {});
}

/** Retries a failed job with all its attempts. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobs() });
      toast.success("Tâche relancée", "Elle repart avec toutes ses tentatives.");
    },
    onError: (error) => toastApiError(error, RETRY_ERROR_MESSAGE),
  });
}
