import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  adminBankPaths,
  type BankImportReport,
  type BankMovementResponse,
  type BankMovementsResponse,
  type BankTransferRulesResponse,
  type PaymentDeadlineResponse,
  type PaymentSearchResponse,
} from "../../../../../domain/contracts/admin-bank.ts";
import type { BankTransferRules } from "../../../../../domain/bank-transfers.ts";
import { api, apiErrorOf, ApiError, NETWORK_ERROR_MESSAGE, sessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

/** Sends one statement file as it is (the server recognises its format) and answers what it did. */
export async function importStatement(file: File): Promise<BankImportReport> {
  let response: Response;
  try {
    response = await fetch(adminBankPaths.importStatement.url(), {
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

export function paymentSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.paymentSearch(q),
    queryFn: ({ signal }) => api.get<PaymentSearchResponse>(adminBankPaths.paymentSearch.url(), { signal, query: { q } }),
    staleTime: 0,
  });
}

export const assignMovement = ({ id, paymentId }: { id: string; paymentId: string }) =>
  api.post<BankMovementResponse>(adminBankPaths.assign.url({ id }), { paymentId });

export const dismissMovement = (id: string) => api.post<BankMovementResponse>(adminBankPaths.dismiss.url({ id }), {});

export const settleRefund = (id: string) => api.post<BankMovementResponse>(adminBankPaths.refundSettled.url({ id }), {});

export function bankTransferRulesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.bankTransferRules(),
    queryFn: ({ signal }) => api.get<BankTransferRulesResponse>(adminBankPaths.rules.url(), { signal }),
  });
}

export const saveBankTransferRules = (rules: { reminderDays: number[] } & Omit<BankTransferRules, "reminderDays">) =>
  api.put<BankTransferRulesResponse>(adminBankPaths.rules.url(), rules);

export const extendDeadline = (paymentId: string, deadline: string) =>
  api.put<PaymentDeadlineResponse>(adminBankPaths.deadline.url({ id: paymentId }), { deadline });
