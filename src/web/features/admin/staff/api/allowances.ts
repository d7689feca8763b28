import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  allowancePaths,
  type AllowanceAmountsView,
  type AllowanceCaps,
  type AllowanceCapsView,
  type AllowanceYearView,
} from "../../../../../domain/contracts/staff-allowances.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** Volunteer allowances on 'Équipe' (decision 0066). */
export const allowanceKeys = {
  all: [...adminKeys.all, "staff", "allowances"] as const,
  caps: () => [...allowanceKeys.all, "caps"] as const,
  amounts: () => [...allowanceKeys.all, "amounts"] as const,
  year: (year: number) => [...allowanceKeys.all, "year", year] as const,
};

export const allowanceCapsQueryOptions = () =>
  queryOptions({
    queryKey: allowanceKeys.caps(),
    queryFn: ({ signal }) => api.get<AllowanceCapsView>(allowancePaths.caps.url(), { signal }),
  });

export const allowanceAmountsQueryOptions = () =>
  queryOptions({
    queryKey: allowanceKeys.amounts(),
    queryFn: ({ signal }) => api.get<AllowanceAmountsView>(allowancePaths.amounts.url(), { signal }),
  });

export const allowanceYearQueryOptions = (year: number) =>
  queryOptions({
    queryKey: allowanceKeys.year(year),
    queryFn: ({ signal }) => api.get<AllowanceYearView>(`${allowancePaths.year.url()}?year=${year}`, { signal }),
  });

export const saveAllowanceCaps = (input: AllowanceCaps): Promise<AllowanceCapsView> =>
  api.put<AllowanceCapsView>(allowancePaths.caps.url(), input);

export const exportUrl = (year: number, format: "csv" | "xlsx") => `${allowancePaths.export.url()}?year=${year}&format=${format}`;
export const statementUrl = (profileId: string, year: number) => `${allowancePaths.statement.url({ id: profileId })}?year=${year}`;

/** Saves a plaine's or a person's amount per day; the year's lists are computed again. */
export function useSaveAllowanceAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, amount }: { kind: "plaine" | "person"; id: string; amount: string }) =>
      api.put<AllowanceAmountsView>(kind === "plaine" ? allowancePaths.plaineAmount.url({ id }) : allowancePaths.personAmount.url({ id }), {
        amount,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(allowanceKeys.amounts(), saved);
      void queryClient.invalidateQueries({ queryKey: [...allowanceKeys.all, "year"] });
      toast.success("Montant enregistré");
    },
    onError: (error) => toastApiError(error, "Le montant n'a pas été enregistré"),
  });
}
