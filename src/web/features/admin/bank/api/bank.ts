import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminBankPaths,
  type BankImportReport,
  type BankMovementResponse,
  type BankMovementsResponse,
  type BankStatementImportResponse,
  type BankStatementImportsResponse,
  type BankTransferRulesResponse,
  type PaymentDeadlineResponse,
  type PaymentSearchResponse,
} from "../../../../../domain/contracts/admin-bank.ts";
import type { BankTransferRules } from "../../../../../domain/bank-transfers.ts";
import { api, apiErrorOf, ApiError, NETWORK_ERROR_MESSAGE, sessionExpired, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { type paymentDeadlineSchema, type bankTransferRulesSchema } from "../../../../../domain/contracts/admin-bank-input.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";

/** Sends one statement file as it is (the server recognises its format), with its name for the imports' list, and answers what it did. */
export async function importStatement(file: File): Promise<BankImportReport> {
  let response: Response;
  try {
    response = await fetch(`${adminBankPaths.importStatement.url()}?${new URLSearchParams({ name: file.name.slice(0, 255) })}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
      body: file,
    });
  } catch {
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401) throw sessionExpired();
  if (!response.ok) throw apiErrorOf(response.status, payload);
  return payload as BankImportReport;
}

/** One page of the unmatched credits (and the sums to give back). */
export function bankMovementsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKeys.bankMovements(), page],
    queryFn: ({ signal }) => api.get<BankMovementsResponse>(adminBankPaths.movements.url(), { signal, query: { page: String(page) } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One page of the statements imported, newest first. */
export function statementImportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKeys.statementImports(), page],
    queryFn: ({ signal }) =>
      api.get<BankStatementImportsResponse>(adminBankPaths.statementImports.url(), { signal, query: { page: String(page) } }),
    placeholderData: keepPreviousData,
  });
}

/** One import's report, reopened: it never changes once written. */
export function statementImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.statementImport(id),
    queryFn: ({ signal }) => api.get<BankStatementImportResponse>(adminBankPaths.statementImport.url({ id }), { signal }),
    staleTime: Infinity,
  });
}

export function paymentSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.paymentSearch(q),
    queryFn: ({ signal }) => api.get<PaymentSearchResponse>(adminBankPaths.paymentSearch.url(), { signal, query: { q } }),
    staleTime: 0,
  });
}

const assignMovement = ({ id, paymentId }: { id: string; paymentId: string }) =>
  api.post<BankMovementResponse>(adminBankPaths.assign.url({ id }), { paymentId });

export const dismissMovement = (id: string) => api.post<BankMovementResponse>(adminBankPaths.dismiss.url({ id }), {});

export const settleRefund = (id: string) => api.post<BankMovementResponse>(adminBankPaths.refundSettled.url({ id }), {});

export function bankTransferRulesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.bankTransferRules(),
    queryFn: ({ signal }) => api.get<BankTransferRulesResponse>(adminBankPaths.rules.url(), { signal }),
  });
}

const saveBankTransferRules = (rules: { reminderDays: number[] } & Omit<BankTransferRules, "reminderDays">) =>
  api.put<BankTransferRulesResponse>(adminBankPaths.rules.url(), rules);

const extendDeadline = (paymentId: string, deadline: string) =>
  api.put<PaymentDeadlineResponse>(adminBankPaths.deadline.url({ id: paymentId }), { deadline });

/** Gives an unmatched credit to a payment; the movements refresh even when refused. */
export function useAssignMovement(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignMovement,
    onSuccess: ({ movement: assigned }) => {
      toast.success(`Virement attribué\u00a0: ${assigned.outcomeLabel}`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, "Le virement n'a pas été attribué");
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
  });
}

/** A dismissal or a settled refund from the movement lists: toasts, and the lists refresh either way. */
export function useMovementAction(action: (id: string) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, failed);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bankMovements() });
    },
  });
}

/** Moves a transfer's deadline; every admin list refreshes. */
export function useExtendDeadline(paymentId: string, form: ZodForm<typeof paymentDeadlineSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { deadline: string }) => extendDeadline(paymentId, values.deadline),
    onSuccess: ({ payment }) => {
      toast.success(`Date limite reportée au ${formatDateFr(payment.deadline)}`);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, "La date limite n'a pas été reportée");
    },
  });
}

/** The rules as the form types them. */
export const asText = (rules: BankTransferRules) => ({
  reminderDays: rules.reminderDays.join(", "),
  deadlineDays: String(rules.deadlineDays),
  deadlineDaysBeforeStart: String(rules.deadlineDaysBeforeStart),
});

/** Saves the transfer rules: the answer becomes the form's starting point. */
export function useSaveTransferRules(form: ZodForm<typeof bankTransferRulesSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankTransferRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.bankTransferRules(), saved);
      form.reset(asText(saved.rules));
      toast.success("Règles des virements enregistrées");
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, "Les règles n'ont pas été enregistrées");
    },
  });
}
