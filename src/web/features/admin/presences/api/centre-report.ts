import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminPresencePaths, type CentreReportResponse, type OneAgreementInput } from "../../../../../domain/contracts/admin-presences.ts";
import type { oneAgreementSentSchema } from "../../../../../domain/contracts/admin-presences-input.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { presenceKeys } from "./presences.ts";

/** A report's period; empty: the plaine's own dates. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period as the report's routes read it: a date left empty is not sent. */
export const periodQuery = ({ from, to }: ReportPeriod) => ({ from: from || null, to: to || null });

export function centreReportQueryOptions(id: string, period: ReportPeriod) {
  return queryOptions({
    queryKey: [...presenceKeys.activity(id), "centre-report", period.from, period.to] as const,
    queryFn: ({ signal }) =>
      api.get<CentreReportResponse>(adminPresencePaths.centreReport.url({ id }), { query: periodQuery(period), signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Records the day the request was sent (null clears it); the dashboard's reminder goes with it. */
export function useSetOneAgreement(id: string, form?: ZodForm<typeof oneAgreementSentSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OneAgreementInput) => api.put<OneAgreementInput>(adminPresencePaths.oneAgreement.url({ id }), input),
    onSuccess: ({ requestedOn }) => {
      toast.success(requestedOn ? `Demande notée comme envoyée le ${formatDateFr(requestedOn)}` : "Date d'envoi effacée");
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      if (form) showServerErrors(form, error);
      toastApiError(error, "La demande d'agrément n'a pas été notée");
    },
  });
}
