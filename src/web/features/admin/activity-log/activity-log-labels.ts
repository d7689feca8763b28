import { staffPlanFieldLabel } from "../../../../domain/activity-log.ts";
import { BANK_MOVEMENT_OUTCOME_LABELS } from "../../../../domain/bank-transfers.ts";
import {
  type ActivityLogEntry,
  type ActivityLogQuery,
  AUDIT_AREAS,
  type AuditedEntity,
  type SettingsEntity,
} from "../../../../domain/contracts/admin-history.ts";
import { STAFF_ROLE_LABELS, STAFF_STATE_LABELS } from "../../../../domain/contracts/staff.ts";
import { isIsoDate } from "../../../../domain/dates.ts";
import { CERTIFICATION_LABELS } from "../../../../domain/organiser.ts";
import { adminActivityEditPath, adminNewsEditPath, paths } from "../../../../domain/paths.ts";
import { RETENTION_BOUNDS } from "../../../../domain/privacy.ts";
import { registrationReference } from "../../../../domain/registration.ts";
import { ACTIVITY_FIELD_LABELS } from "../activities/activity-fields.ts";
import {
  type FieldLabels,
  REGISTRATION_FIELD_LABELS,
  REGISTRATION_VALUE_LABELS,
  SETUP_FIELD_LABELS,
  type ValueLabels,
} from "../history/audit-values.ts";
import { ONE_NORMS, VGC_NORMS } from "../../../../domain/plaine/staffing-norms.ts";
import { NEWS_FIELD_LABELS } from "../news/news-fields.ts";
import { TARIFF_CATEGORY_FIELD_LABELS, TARIFF_CHARGE_FIELD_LABELS } from "../tariffs/index.ts";
import { TARIFF_CHARGE_LABELS } from "../../../../domain/tariff-categories.ts";

/** The settings blocks' fields, as their forms label them. */
const SETTINGS_FIELD_LABELS: Record<Exclude<SettingsEntity, "daily_caps">, FieldLabels> = {
  payment_rules: {
    reminderDays: "Rappels (jours après l'inscription)",
    deadlineDays: "Date limite (jours après l'inscription)",
    deadlineDaysBeforeStart: "Au plus tard (jours avant le début)",
  },
  refund_rules: {
    fee: "Frais d'annulation par enfant",
    noRefundDaysBefore: "Aucun remboursement à partir de (jours avant le début)",
    fileFormat: "Version des fichiers de remboursement",
  },
  waitlist_rules: { offerHours: "Durée d'une offre (heures)" },
  retention: Object.fromEntries(Object.entries(RETENTION_BOUNDS).map(([field, bound]) => [field, `${bound.label} (${bound.unit})`])),
  organiser: {
    legalName: "Dénomination de l'association",
    companyNumber: "Numéro d'entreprise (BCE)",
    street: "Rue et numéro",
    postalCode: "Code postal",
    city: "Commune",
    certificationCode: "Reconnaissance (cadre I de l'attestation 281.86)",
    certifyingBody: "Organisme qui reconnaît l'association",
    certifyingBodyStreet: "Adresse de l'organisme (rue et numéro)",
    certifyingBodyPostalCode: "Code postal de l'organisme",
    certifyingBodyCity: "Commune de l'organisme",
    certifyingBodyCompanyNumber: "Numéro d'entreprise (BCE) de l'organisme",
    recognitionNumber: "Numéro d'agrément ou de reconnaissance",
    signatoryName: "Nom du signataire",
    signatoryRole: "Qualité du signataire",
  },
  association: {
    name: "Nom de l'association",
    logo: "Logo",
    email: "E-mail de contact",
    phone: "Téléphone de contact",
    street: "Rue et numéro",
    postalCode: "Code postal",
    city: "Commune",
    socialUrl: "Page sur un réseau social",
    about: "Présentation de l'association",
    oneRecognition: "Reconnaissance par l'ONE",
    staffingNorms: "Normes d'encadrement",
    iban: "IBAN",
    bic: "BIC",
    beneficiary: "Bénéficiaire",
  },
  tariff_charge: TARIFF_CHARGE_FIELD_LABELS,
};

const RECORD_FIELD_LABELS: Record<Exclude<AuditedEntity, SettingsEntity>, FieldLabels> = {
  activity: { ...ACTIVITY_FIELD_LABELS, ...SETUP_FIELD_LABELS },
  news: NEWS_FIELD_LABELS,
  registration: REGISTRATION_FIELD_LABELS,
  waitlist_entry: { statut: "Statut", position: "Position dans la liste", offre_jusqu_au: "Offre valable jusqu'au" },
  certificate_run: { year: "Année des revenus", belcotaxLayout: "Format du fichier Belcotax" },
  bank_movement: { outcome: "Suite donnée", refundSettled: "Trop-perçu remboursé", refundFile: "Fichier de remboursement" },
  tariff_category: TARIFF_CATEGORY_FIELD_LABELS,
  payer: {
    kind: "Type d'organisme",
    name: "Nom",
    contactName: "Personne de contact",
    email: "E-mail",
    iban: "IBAN",
    address: "Adresse postale",
    archived: "Archivé",
  },
  family_message: {
    plaine: "Plaine",
    channel: "Canal",
    audience: "Destinataires",
    subject: "Objet",
    sendAt: "Envoi prévu",
    state: "État",
    text: "Texte",
    families: "Familles",
    bySms: "Par SMS",
    byEmail: "Par e-mail",
  },
  staff_role: {
    email: "E-mail",
    role: "Rôle",
    plaines: "Plaines",
    state: "État",
    expiresAt: "Lien valable jusqu'au",
  },
  staff_qualification: {
    person: "Personne",
    kind: "Qualification",
    obtainedOn: "Obtenue le",
    issuer: "Délivrée par",
    expiresOn: "Valable jusqu'au",
    fileName: "Preuve",
    document: "Document",
    checked: "Vérifiée par l'administration",
  },
  // A plan's fields are its cells, named from the day and the group (entryFieldLabels).
  staff_plan: {},
};

/**
 * The French label of each field of an entry; the daily maximums are one field per year; a plaine's
 * price for a tariff category is named by the category (`tariffLabels`, from the Tarifs page's list).
 */
export function entryFieldLabels(entry: Pick<ActivityLogEntry, "entity" | "changes">, tariffLabels: FieldLabels = {}): FieldLabels {
  if (entry.entity === "daily_caps") {
    return Object.fromEntries(entry.changes.map((change) => [change.field, `Plafond ${change.field} (€ par jour)`]));
  }
  if (entry.entity === "staff_plan") {
    return Object.fromEntries(entry.changes.map((change) => [change.field, staffPlanFieldLabel(change.field)]));
  }
  if (entry.entity === "activity") return { ...RECORD_FIELD_LABELS.activity, ...tariffLabels };
  return entry.entity in RECORD_FIELD_LABELS
    ? RECORD_FIELD_LABELS[entry.entity as keyof typeof RECORD_FIELD_LABELS]
    : SETTINGS_FIELD_LABELS[entry.entity as keyof typeof SETTINGS_FIELD_LABELS];
}

const VALUE_LABELS: Partial<Record<AuditedEntity, ValueLabels>> = {
  registration: REGISTRATION_VALUE_LABELS,
  bank_movement: { outcome: BANK_MOVEMENT_OUTCOME_LABELS },
  organiser: { certificationCode: CERTIFICATION_LABELS },
  // A layout's year reads as it is.
  certificate_run: { belcotaxLayout: { auto: "Habituel", none: "Sans fichier Belcotax" } },
  tariff_charge: { charge: TARIFF_CHARGE_LABELS },
  association: { staffingNorms: { one: ONE_NORMS.label, vgc: VGC_NORMS.label } },
  staff_role: { role: STAFF_ROLE_LABELS, state: STAFF_STATE_LABELS },
};

export const entryValueLabels = (entity: AuditedEntity): ValueLabels | undefined => VALUE_LABELS[entity];

/** Where each settings block is: on the settings page, or the Tarifs page's charge. */
const SETTINGS_ANCHORS: Record<SettingsEntity, string> = {
  payment_rules: "transfer-rules-title",
  refund_rules: "refund-rules-title",
  waitlist_rules: "waitlist-title",
  retention: "retention-title",
  organiser: "certificates-title",
  daily_caps: "certificates-title",
  association: "association-title",
  tariff_charge: "tariff-charge-title",
};

/** The page where an entry's record is seen and changed, while it exists; null when there is none. */
export function recordLink(entry: Pick<ActivityLogEntry, "entity" | "action" | "record">): string | null {
  const { entity, record } = entry;
  if (entity === "tariff_charge") return `${paths.adminTariffs}#${SETTINGS_ANCHORS.tariff_charge}`;
  if (entity in SETTINGS_ANCHORS) return `${paths.adminSettings}#${SETTINGS_ANCHORS[entity as SettingsEntity]}`;
  // A tariff category, deleted or not: the Tarifs page lists them.
  if (entity === "tariff_category") return paths.adminTariffs;
  // The team's roles and the plans: the 'Équipe' page, where they are seen and changed.
  if (entity === "staff_role" || entity === "staff_plan" || entity === "staff_qualification") return paths.adminStaff;
  // The export of the list of registrations (not of one plaine's).
  if (entity === "registration" && entry.action === "export" && !record.id) return paths.adminRegistrations;
  if (!record.id) return null;
  switch (entity) {
    case "activity":
      return adminActivityEditPath(record.id);
    case "news":
      return adminNewsEditPath(record.id);
    case "registration":
      return `${paths.adminRegistrations}?${new URLSearchParams({ q: registrationReference(record.id), period: "all" }).toString()}`;
    case "waitlist_entry":
      return record.activityId ? adminActivityEditPath(record.activityId) : null;
    case "certificate_run":
      return paths.adminCertificates;
    case "bank_movement":
      return paths.adminPaymentImport;
    default:
      return null;
  }
}

/** The filters as the address holds them (?actor=&area=&from=&to=): a value misspelt there is no filter. */
export function logFiltersFromSearch(search: URLSearchParams): ActivityLogQuery {
  const day = (value: string | null) => (value && isIsoDate(value) ? value : undefined);
  return {
    actor: search.get("actor") || undefined,
    area: AUDIT_AREAS.find((area) => area === search.get("area")),
    from: day(search.get("from")),
    to: day(search.get("to")),
  };
}
