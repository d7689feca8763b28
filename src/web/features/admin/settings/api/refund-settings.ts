import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminRefundPaths, type RefundSettingsResponse, type RefundSettingsView } from "../../../../../domain/contracts/admin-refunds.ts";
import type { refundSettingsSchema } from "../../../../../domain/contracts/admin-refunds-input.ts";
import type { RefundFileFormat } from "../../../../../domain/refunds.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const refundSettingsKey = () => [...adminKeys.all, "refund-settings"] as const;

export function refundSettingsQueryOptions() {
  return queryOptions({
    queryKey: refundSettingsKey(),
    queryFn: ({ signal }) => api.get<RefundSettingsResponse>(adminRefundPaths.settings.url(), { signal }),
  });
}

/** The settings as the form types them: the fee in euros with a comma, the days blank when there is no such rule. */
export const asText = (settings: RefundSettingsView) => ({
  fee: (settings.feeCents / 100).toFixed(2).replace(".", ","),
  noRefundDaysBefore: settings.noRefundDaysBefore === null ? "" : String(settings.noRefundDaysBefore),
  fileFormat: settings.fileFormat,
});

const saveRefundSettings = (settings: { fee: number; noRefundDaysBefore: number | null; fileFormat: RefundFileFormat }) =>
  api.put<RefundSettingsResponse>(adminRefundPaths.settings.url(), settings);

/** Saves the refund rule: the answer becomes the form's starting point. */
export function useSaveRefundSettings(form: ZodForm<typeof refundSettingsSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRefundSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(refundSettingsKey(), saved);
      form.reset(asText(saved.settings));
      toast.success("Règle de remboursement enregistrée");
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, "La règle de remboursement n'a pas été enregistrée");
    },
  });
}
