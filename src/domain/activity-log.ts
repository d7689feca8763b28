/**
 * The activity log's rules: which area an entry belongs to, and how the areas and the records
 * without a row of their own (a settings block, the list of registrations) are named.
 */
import { type AuditAction, type AuditArea, type AuditedEntity, SETTINGS_ENTITIES, type SettingsEntity } from "./contracts/admin-history.ts";
import { formatDateFr, isIsoDate } from "./dates.ts";

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  plaines: "Plaines",
  registrations: "Inscriptions",
  payments: "Paiements",
  settings: "Paramètres",
  exports: "Exports",
  news: "Actualités",
  certificates: "Attestations fiscales",
};

/** The fields of a registration's entry that are its payment's: an entry changing only these is about money. */
const PAYMENT_AUDIT_FIELDS: readonly string[] = [
  "paymentStatus",
  "received",
  "source",
  "refundRequested",
  "paymentDeadline",
  "payerShareReceived",
];

const ENTITY_AREAS: Record<Exclude<AuditedEntity, SettingsEntity | "registration">, AuditArea> = {
  activity: "plaines",
  news: "news",
  waitlist_entry: "registrations",
  certificate_run: "certificates",
  bank_movement: "payments",
  tariff_category: "settings",
  payer: "payments",
  family_message: "plaines",
  staff_role: "plaines",
  staff_plan: "plaines",
  staff_qualification: "plaines",
};

const isSettings = (entity: AuditedEntity): entity is SettingsEntity => (SETTINGS_ENTITIES as readonly string[]).includes(entity);

/**
 * The area of an entry, decided when it is written: an export is an export whatever it took out;
 * a settings block is a setting; a registration's entry that changes its payment alone
 * (received, paid, refund asked, deadline) is a payment's.
 */
export function auditArea(entity: AuditedEntity, action: AuditAction, changedFields: readonly string[]): AuditArea {
  if (action === "export") return "exports";
  if (isSettings(entity)) return "settings";
  if (entity === "registration") {
    const aboutPayment = changedFields.length > 0 && changedFields.every((field) => PAYMENT_AUDIT_FIELDS.includes(field));
    return aboutPayment ? "payments" : "registrations";
  }
  return ENTITY_AREAS[entity];
}

/** The settings blocks as the settings page titles them. */
export const SETTINGS_ENTITY_LABELS: Record<SettingsEntity, string> = {
  payment_rules: "Virements\u00a0: rappels et date limite",
  refund_rules: "Remboursements\u00a0: annulation par la famille",
  waitlist_rules: "Liste d'attente\u00a0: durée des offres",
  retention: "Conservation des données personnelles",
  organiser: "Organisateur des attestations",
  daily_caps: "Plafonds journaliers 281.86",
  association: "L'association\u00a0: identité et compte",
  tariff_charge: "Tarifs\u00a0: prix facturé en attendant la vérification",
};

/** What a record is called once it is gone (or when it is a list): "Plaine supprimée". */
export const GONE_RECORD_LABELS: Record<Exclude<AuditedEntity, SettingsEntity>, string> = {
  activity: "Plaine supprimée",
  news: "Article supprimé",
  registration: "Inscription supprimée",
  waitlist_entry: "Inscription en liste d'attente supprimée",
  certificate_run: "Génération des attestations",
  bank_movement: "Mouvement bancaire",
  tariff_category: "Catégorie de tarif supprimée",
  payer: "Organisme payeur",
  family_message: "Message aux familles",
  staff_role: "Rôle dans l'équipe",
  staff_plan: "Planning d'une plaine supprimée",
  staff_qualification: "Qualification supprimée",
};

/** The list of registrations (and waiting lists) an export takes out, as its entry names it. */
export const REGISTRATION_LIST_LABEL = "Liste des inscriptions";

/** A cell of a plaine's plan as the log names its field: the day (10 characters), a space, the group. */
export const staffPlanField = (date: string, groupName: string): string => `${date} ${groupName}`;

/** The label of a plan cell's field: "Planning du 6 juillet 2026, groupe Lutins". */
export function staffPlanFieldLabel(field: string): string {
  const date = field.slice(0, 10);
  return isIsoDate(date) ? `Planning du ${formatDateFr(date)}, groupe ${field.slice(11)}` : field;
}
