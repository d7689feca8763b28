import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invoicePaths, type InvoiceView, type PaymentInvoicesResponse } from "../../../../domain/contracts/invoices.ts";
import { invoiceTitle } from "../../../../domain/invoices.ts";
import { api } from "../../../lib/api-client.ts";
import { toastApiError } from "../../../lib/error-toast.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

/** 'Obtenir la facture' (decision 0057): the payment's invoice issued, or its documents brought up to date. */
async function requestInvoice(paymentId: string): Promise<InvoiceView[]> {
  const { invoices } = await api.post<PaymentInvoicesResponse>(invoicePaths.issueForPayment.url({ id: paymentId }));
  return invoices;
}

/** Asks the payment's invoice; the registrations refresh to list it. */
export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestInvoice,
    onSuccess: (invoices) => {
      const first = invoices.find((invoice) => invoice.kind === "invoice");
      toast.success(first ? `${invoiceTitle("invoice", first.number)} prête` : "Rien à facturer pour ce paiement");
    },
    onError: (error) => toastApiError(error, "La facture n'a pas pu être établie", "title"),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    },
  });
}
