/** What the invoices' endpoints accept (contract: invoices.ts): an id in the path. */
import { idParams } from "./common-input.ts";

export const invoiceParams = idParams("ID de la facture invalide");
export const invoicePaymentParams = idParams("ID du paiement invalide");
