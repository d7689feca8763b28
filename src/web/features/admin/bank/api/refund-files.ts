import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminBankPaths,
  type RefundFileResponse,
  type RefundFileSummary,
  type RefundsResponse,
} from "../../../../../domain/contracts/admin-bank.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** The transfer refunds due and the SEPA files made; refreshed with the bank page's other lists. */
export function refundsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.bankMovements(), "refunds"],
    queryFn: ({ signal }) => api.get<RefundsResponse>(adminBankPaths.refunds.url(), { signal }),
    staleTime: 0,
  });
}

/** Where a file made earlier is downloaded from (the browser sends the session's cookie). */
export const refundFileUrl = (id: string) => adminBankPaths.refundFileDownload.url({ id });

/** Has the browser save a file the server sends as an attachment, as a click on its link would. */
function startDownload(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

const createRefundFile = (movementIds: string[]) => api.post<RefundFileResponse>(adminBankPaths.refundFiles.url(), { movementIds });

/** Makes the SEPA file of the chosen refunds and downloads it; the lists refresh either way. */
export function useCreateRefundFile(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefundFile,
    onSuccess: ({ file }) => {
      startDownload(refundFileUrl(file.id), file.fileName);
      toast.success(`Fichier SEPA téléchargé\u00a0: ${file.transfers} ${file.transfers === 1 ? "virement" : "virements"}`);
      onDone();
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, "Le fichier SEPA n'a pas été fait");
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
  });
}

const withdrawRefundFile = (file: RefundFileSummary) => api.delete<void>(adminBankPaths.refundFile.url({ id: file.id }));

/** Withdraws a file the bank never carried out: its refunds are to make again; the lists refresh either way. */
export function useWithdrawRefundFile(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRefundFile,
    onSuccess: (_, file) => {
      toast.success(
        `Fichier retiré\u00a0: ${file.transfers} ${file.transfers === 1 ? "virement redevient" : "virements redeviennent"} à rembourser`,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, "Le fichier n'a pas été retiré");
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
    onSettled: onDone,
  });
}
