import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminCertificatePaths,
  type CertificateRunStatus,
  type CertificateRunsView,
  type CertificateRunView,
} from "../../../../../domain/contracts/certificates.ts";
import { api, isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { type CertificateRunInput, type certificateRunSchema } from "../../../../../domain/contracts/certificates-input.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { toast } from "../../../../lib/toast.ts";

const START_FAILED = "La génération n'a pas pu être lancée";

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

const startCertificateRun = (input: CertificateRunInput) => api.post<CertificateRunView>(adminCertificatePaths.runs.url(), input);

/** The finished run's ZIP, for a plain download link. */
export const certificateArchiveUrl = (id: string) => adminCertificatePaths.runArchive.url({ id });

export /** The refusal shown above the button; a 409 means the organiser's details are incomplete (settings). */
type CertificateRunRefusal = { message: string; organiser: boolean };

/** Starts a year's run; a refusal stays shown above the button until the next try. */
export function useStartCertificateRun(
  form: ZodForm<typeof certificateRunSchema>,
  setRefusal: (refusal: CertificateRunRefusal | null) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCertificateRun,
    onMutate: () => setRefusal(null),
    onSuccess: (run) => {
      queryClient.setQueryData<CertificateRunsView>(adminKeys.certificateRuns(), (current) =>
        current ? { ...current, runs: [run, ...current.runs.filter((other) => other.id !== run.id)] } : current,
      );
      toast.success(`Génération des attestations ${run.year} lancée`);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      if (showServerErrors(form, error)) return;
      setRefusal({
        message: isApiError(error) ? error.message : START_FAILED,
        organiser: isApiError(error) && error.status === 409,
      });
    },
  });
}
