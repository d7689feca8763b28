import { queryOptions } from "@tanstack/react-query";
import type { PaymentSystemStatus } from "../../../../../domain/checkout.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminPaymentStatusQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.paymentStatus(),
    queryFn: ({ signal }) => api.get<PaymentSystemStatus>("/api/admin/payments/status", { signal }),
    staleTime: 0,
  });
}
