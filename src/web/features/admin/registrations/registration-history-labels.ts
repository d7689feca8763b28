/** How a registration's history names its fields and their stored codes, in the words of the page. */
import type { RegistrationAuditField } from "../../../../domain/contracts/admin-history.ts";
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from "../../../../domain/registration.ts";

/** Every field the server records for a registration (a field without its label fails the type check). */
export const REGISTRATION_FIELD_LABELS: Record<RegistrationAuditField, string> = {
  status: "Inscription",
  paymentStatus: "Statut du paiement",
  refundRequested: "Remboursement demandé",
  paymentDeadline: "Date limite de paiement",
  received: "Montant reçu",
  source: "Origine du paiement",
};

/** The log keeps the statuses' codes; the page reads them in French. */
export const REGISTRATION_VALUE_LABELS = {
  status: REGISTRATION_STATUS_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
};
