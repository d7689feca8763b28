import type { AuditAction, AuditEntry, AuditValue, RegistrationAuditField } from "../../../../domain/contracts/admin-history.ts";
import { formatDateTimeFr } from "../../../../domain/date-time.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS } from "../../../../domain/registration.ts";
import { REGISTRATION_PERIOD_LABELS } from "../../../../domain/registration-filters.ts";
import { TARIFF_CLAIM_STATUS_LABELS } from "../../../../domain/tariffs.ts";
import type { BadgeTone } from "../../../components/ui/badge.tsx";

export const EMPTY_VALUE = "—";

const numberFormat = new Intl.NumberFormat("fr-BE", { maximumFractionDigits: 2 });

/** An instant as the log keeps it (an offer's end): "2026-07-01T08:00:00.000Z". */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** A calendar date as the log keeps it (a payment deadline, a plaine's first day): "2026-07-06". */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A logged value as a person reads it: "Oui"/"Non" for a box, "2,5" for a number, a time in
 * Brussels, "6 juillet 2026" for a date, "—" for nothing.
 */
export function formatAuditValue(value: AuditValue): string {
  if (value === null || value === "") return EMPTY_VALUE;
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (typeof value === "number") return numberFormat.format(value);
  if (INSTANT.test(value)) return formatDateTimeFr(value);
  if (CALENDAR_DATE.test(value)) return formatDateFr(value);
  return value;
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
  export: "Export",
};

export const AUDIT_ACTION_TONES: Record<AuditAction, BadgeTone> = {
  create: "success",
  update: "brand",
  delete: "danger",
  export: "neutral",
};

/** A field's French label, as the form shows it; a field without one shows its name. */
export type FieldLabels = Readonly<Record<string, string>>;
/** Per field, the French word of each stored value (a status "confirmed" reads "Confirmée"); other values show as stored. */
export type ValueLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A logged value in the words of the page. */
export function auditValueText(valueLabels: ValueLabels | undefined, field: string, value: AuditValue): string {
  return (typeof value === "string" && valueLabels?.[field]?.[value]) || formatAuditValue(value);
}

/** Fields a record's form does not hold but its history does: a plaine's age groups and ONE agreement request, set on its page. */
export const SETUP_FIELD_LABELS: FieldLabels = { groups: "Groupes d'âge", oneAgreementRequestedOn: "Demande d'agrément ONE envoyée le" };

/**
 * How the log names a registration's fields (its statuses, its payment, its group), in the words
 * of the pages: every field the server records (a field without its label fails the type check).
 */
export const REGISTRATION_FIELD_LABELS: Readonly<Record<RegistrationAuditField, string>> = {
  status: "Inscription",
  paymentStatus: "Statut du paiement",
  refundRequested: "Remboursement demandé",
  received: "Montant reçu",
  source: "Reçu par",
  paymentDeadline: "Date limite de paiement",
  group: "Groupe",
  price: "Prix",
  priceReason: "Raison du prix",
  tariff: "Tarif demandé",
  tariffReason: "Raison du refus du tarif",
  payerShare: "Part prise en charge",
  payerShareReceived: "Reçu de l'organisme",
};

/** The log keeps the statuses' codes; the pages read them in French. */
export const REGISTRATION_VALUE_LABELS: ValueLabels = {
  status: REGISTRATION_STATUS_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  tariff: TARIFF_CLAIM_STATUS_LABELS,
};

/** What an export's entry keeps: the document and the options and filters it was taken out with. */
export const EXPORT_FIELD_LABELS: FieldLabels = {
  document: "Document",
  format: "Format",
  medical: "Avec les informations médicales",
  lines: "Lignes",
  day: "Jour",
  children: "Enfants",
  year: "Année des revenus",
  q: "Recherche",
  status: "Inscription",
  paymentStatus: "Paiement",
  method: "Mode de paiement",
  period: "Période",
};

export const EXPORT_VALUE_LABELS: ValueLabels = {
  status: REGISTRATION_STATUS_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  method: PAYMENT_METHOD_LABELS,
  period: REGISTRATION_PERIOD_LABELS,
};

/** Who made the change; an account deleted since is still shown as having existed. */
export function auditActorLabel(actor: AuditEntry["actor"]): string {
  return actor.name ? `${actor.name} (${actor.email})` : `${actor.email} (compte supprimé)`;
}
