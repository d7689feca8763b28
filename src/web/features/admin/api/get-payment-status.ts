import { queryOptions } from "@tanstack/react-query";
import { adminPaths, type PaymentSystemStatus } from "../../../../domain/contracts/admin.ts";
import { api } from "../../../lib/api-client.ts";

/** Under the "admin" root: dropped from the cache at logout. */
export const adminPaymentStatusQueryKey = ["admin", "payments", "status"] as const;

export function adminPaymentStatusQueryOptions() {
  return queryOptions({
    queryKey: adminPaymentStatusQueryKey,
    queryFn: ({ signal }) => api.get<PaymentSystemStatus>(adminPaths.paymentStatus.url(), { signal }),
    staleTime: 0,
  });
}
