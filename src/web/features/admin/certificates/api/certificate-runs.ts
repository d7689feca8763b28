import { queryOptions } from "@tanstack/react-query";
import {
  adminCertificatePaths,
  type CertificateRunStatus,
  type CertificateRunsView,
  type CertificateRunView,
} from "../../../../../domain/contracts/certificates.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** How often a run still at work is asked for its progress. */
const POLL_MS = 1000;

/** A run that will not change any more. */
export const isFinished = (status: CertificateRunStatus) => status === "done" || status === "failed";

/** The years that can be run and the runs, newest first. */
export function certificateRunsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.certificateRuns(),
    queryFn: ({ signal }) => api.get<CertificateRunsView>(adminCertificatePaths.runs.url(), { signal }),
    staleTime: 0,
  });
}

/** One run, asked again every second until it is done or has failed. */
export function certificateRunQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.certificateRun(id),
    queryFn: ({ signal }) => api.get<CertificateRunView>(adminCertificatePaths.run.url({ id }), { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : POLL_MS),
  });
}

export const startCertificateRun = (year: number) => api.post<CertificateRunView>(adminCertificatePaths.runs.url(), { year });

/** The finished run's ZIP, for a plain download link. */
export const certificateArchiveUrl = (id: string) => adminCertificatePaths.runArchive.url({ id });
