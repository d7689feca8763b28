import { queryOptions } from "@tanstack/react-query";
import { adminPaths, type PaymentSystemStatus } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function adminPaymentStatusQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.paymentStatus(),
    queryFn: ({ signal }) => api.get<PaymentSystemStatus>(adminPaths.paymentStatus.url(), { signal }),
    staleTime: 0,
  });
}
