import { adminPaths, type RefundResponse } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";

/** The full refund of a paid card payment, through Stripe. */
export function refundPayment(paymentId: string): Promise<RefundResponse> {
  return api.post<RefundResponse>(adminPaths.refund.url({ id: paymentId }));
}
