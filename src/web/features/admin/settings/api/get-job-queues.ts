import { queryOptions } from "@tanstack/react-query";
import { adminJobPaths, type JobQueuesResponse } from "../../../../../domain/contracts/admin-jobs.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminJobQueuesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: ({ signal }) => api.get<JobQueuesResponse>(adminJobPaths.queues.url(), { signal }),
    staleTime: 0,
  });
}
