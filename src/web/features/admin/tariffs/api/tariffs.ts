import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminTariffPaths,
  type TariffCategoriesView,
  type TariffCategoryDeleteResponse,
  type TariffCategoryResponse,
  type TariffCategoryView,
  type TariffChargeView,
} from "../../../../../domain/contracts/admin-tariffs.ts";
import type { TariffCategoryOutput, TariffChargeInput } from "../../../../../domain/contracts/admin-tariffs-input.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { apiQueryOptions } from "../../../../lib/api-query.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { activityKeys, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** The categories, offered ones in order and archived ones apart: the Tarifs page, the plaine form and the histories read them. */
export function tariffCategoriesQueryOptions() {
  return apiQueryOptions<TariffCategoriesView>(adminKeys.tariffCategories(), adminTariffPaths.categories.url());
}

export function tariffChargeQueryOptions() {
  return apiQueryOptions<TariffChargeView>(adminKeys.tariffCharge(), adminTariffPaths.charge.url());
}

export function saveTariffCharge(input: TariffChargeInput): Promise<TariffChargeView> {
  return api.put<TariffChargeView>(adminTariffPaths.charge.url(), input);
}

/** After any change of a category: the list, the plaine forms (their price fields) and the public pages are read again. */
function useRefreshTariffs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.tariffCategories() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.activities() }),
      queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    ]);
}

/** Creates a category (no id) or saves one; a refusal goes to the form (`onRefused`) and to the error toast. */
export function useSaveTariffCategory(options: { onSaved: (category: TariffCategoryView) => void; onRefused: (error: unknown) => void }) {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: TariffCategoryOutput }) =>
      (id
        ? await api.put<TariffCategoryResponse>(adminTariffPaths.category.url({ id }), values)
        : await api.post<TariffCategoryResponse>(adminTariffPaths.categories.url(), values)
      ).category,
    onSuccess: async (category, { id }) => {
      toast.success(id ? "Tarif enregistré" : "Tarif créé", `«\u00a0${category.name}\u00a0»`);
      options.onSaved(category);
      await refresh();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      options.onRefused(error);
      toastApiError(error, "Le tarif n'a pas été enregistré");
    },
  });
}

/** 'Archiver' or 'Rétablir' a category. */
export function useArchiveTariffCategory() {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: ({ category, archived }: { category: TariffCategoryView; archived: boolean }) =>
      api.put<TariffCategoryResponse>(adminTariffPaths.archive.url({ id: category.id }), { archived }),
    onSuccess: (_, { category, archived }) => toast.success(archived ? "Tarif archivé" : "Tarif rétabli", `«\u00a0${category.name}\u00a0»`),
    onError: (error) => toastApiError(error, "Le tarif n'a pas été modifié", "title-on-conflict"),
    onSettled: refresh,
  });
}

/** Deletes a category no claim names; the server's 409 says why when one does. */
export function useDeleteTariffCategory(onClose: () => void) {
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: (category: TariffCategoryView) =>
      api.delete<TariffCategoryDeleteResponse>(adminTariffPaths.category.url({ id: category.id })),
    onSuccess: (_, category) => {
      toast.success("Tarif supprimé", `«\u00a0${category.name}\u00a0» a été supprimé.`);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, "Le tarif n'a pas été supprimé", "title-on-conflict");
      onClose();
    },
    onSettled: refresh,
  });
}

/** The offered categories in a new order; the list shows it at once, the server's answer replaces it. */
export function useReorderTariffCategories() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTariffs();
  return useMutation({
    mutationFn: (ids: string[]) => api.put<TariffCategoriesView>(adminTariffPaths.order.url(), { ids }),
    onSuccess: (view) => queryClient.setQueryData(adminKeys.tariffCategories(), view),
    onError: (error) => toastApiError(error, "L'ordre des tarifs n'a pas été enregistré", "title-on-conflict"),
    onSettled: refresh,
  });
}
