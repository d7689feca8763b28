import type { z } from "zod";
import type { PayerView } from "../../../../domain/contracts/admin-payers.ts";
import type { payerInput } from "../../../../domain/contracts/admin-payers-input.ts";

/** What the organisation's form holds and sends: each field as typed (the server reads them with the same schema). */
export type PayerFormValues = z.input<typeof payerInput>;

/** The form's starting values: a CPAS with nothing filled in for a new one, the saved details to change one. */
export function payerFormValues(payer: PayerView | null): PayerFormValues {
  return {
    kind: payer?.kind ?? "cpas",
    name: payer?.name ?? "",
    contactName: payer?.contactName ?? "",
    email: payer?.email ?? "",
    iban: payer?.iban ?? "",
    address: payer?.address ?? "",
  };
}
