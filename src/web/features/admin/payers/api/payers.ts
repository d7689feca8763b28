import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminPayerPaths,
  type PayersResponse,
  type PayerShareActionResult,
  type PayerSharesResponse,
  type PayerShareView,
  type PayerView,
} from "../../../../../domain/contracts/admin-payers.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { apiQueryOptions } from "../../../../lib/api-query.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import type { PayerFormValues } from "../payer-form-values.ts";
import type { SharesQuery } from "../payer-shares-filters.ts";

/** The organisations' directory, archived ones last: the page's 'Annuaire' and the registrations' 'Prise en charge…' read it. */
export function payersQueryOptions() {
  return apiQueryOptions<PayersResponse, PayerView[]>(adminKeys.payerList(), adminPayerPaths.payers.url(), {
    unwrap: (answer) => answer.payers,
  });
}

/** The shares to chase (or those received, cancelled, all), for one organisation or all. */
export function payerSharesQueryOptions(query: SharesQuery) {
  return {
    ...apiQueryOptions<PayerSharesResponse>(adminKeys.payerShares(query), adminPayerPaths.shares.url(), { query: { ...query } }),
    staleTime: 0,
  };
}

/**
 * After a change of an organisation or of a share: the directory and the shares (their sums), and
 * the registrations list, where a share changes what the family pays.
 */
function useRefreshPayers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.payers() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.registrations() }),
    ]);
}

/** Adds an organisation (no id) or saves one; a refusal goes to the form (`onRefused`, its fields) and to the error toast. */
export function useSavePayer(options: { onSaved: () => void; onRefused: (error: unknown) => void }) {
  const refresh = useRefreshPayers();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: PayerFormValues }) =>
      id ? api.put<unknown>(adminPayerPaths.payer.url({ id }), values) : api.post<unknown>(adminPayerPaths.payers.url(), values),
    onSuccess: async (_, { id, values }) => {
      toast.success(id ? "Organisme enregistré" : "Organisme ajouté", `«\u00a0${values.name.trim()}\u00a0»`);
      options.onSaved();
      await refresh();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      options.onRefused(error);
      toastApiError(error, "L'organisme n'a pas été enregistré");
    },
  });
}

/** 'Archiver' or 'Réactiver' an organisation: its details sent as they are, with `archived`. */
export function useArchivePayer() {
  const refresh = useRefreshPayers();
  return useMutation({
    mutationFn: ({ payer, archived }: { payer: PayerView; archived: boolean }) =>
      api.put<unknown>(adminPayerPaths.payer.url({ id: payer.id }), {
        kind: payer.kind,
        name: payer.name,
        contactName: payer.contactName,
        email: payer.email,
        iban: payer.iban,
        address: payer.address,
        archived,
      }),
    onSuccess: (_, { payer, archived }) =>
      toast.success(archived ? "Organisme archivé" : "Organisme réactivé", `«\u00a0${payer.name}\u00a0»`),
    onError: (error) => toastApiError(error, "L'organisme n'a pas été modifié", "title-on-conflict"),
    onSettled: refresh,
  });
}

/** 'Renvoyer la demande': the payment request e-mailed to the organisation again; the toast gives the server's sentence. */
export function useSendPayerShare() {
  const refresh = useRefreshPayers();
  return useMutation({
    mutationFn: (share: PayerShareView) => api.post<PayerShareActionResult>(adminPayerPaths.shareSend.url({ id: share.id })),
    onSuccess: (answer) => toast.success("Demande renvoyée", answer.message),
    onError: (error) => toastApiError(error, "La demande n'a pas été renvoyée", "title-on-conflict"),
    onSettled: refresh,
  });
}

/** 'Retirer': a share with nothing received withdrawn; the family's part goes back up and the family is told. */
export function useWithdrawPayerShare(onClose: () => void) {
  const refresh = useRefreshPayers();
  return useMutation({
    mutationFn: (share: PayerShareView) => api.delete<PayerShareActionResult>(adminPayerPaths.share.url({ id: share.id })),
    onSuccess: (answer) => {
      toast.success("Prise en charge retirée", answer.message);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, "La prise en charge n'a pas été retirée", "title-on-conflict");
      onClose();
    },
    onSettled: refresh,
  });
}

/** 'Marquer reçu': a voucher's paper (or a payment) handed in, the share paid in full today; the toast gives the server's sentence. */
export function useMarkPayerShareReceived(onClose: () => void) {
  const refresh = useRefreshPayers();
  return useMutation({
    mutationFn: (share: PayerShareView) => api.post<PayerShareActionResult>(adminPayerPaths.shareReceived.url({ id: share.id })),
    onSuccess: (answer, share) => {
      toast.success(share.voucherNumber ? "Chèque reçu" : "Part reçue", answer.message);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, "La part n'a pas été marquée reçue", "title-on-conflict");
      onClose();
    },
    onSettled: refresh,
  });
}
